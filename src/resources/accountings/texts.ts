/**
 * The accounting screens' own texts (`locales/<language>/pages/*.json`), loaded with any of their pages rather than
 * with every signed-in page. All four go together: the pages share the modals, the period select and each other's
 * parts. A page elsewhere that opens an accounting modal (the client detail page) loads them with its own code too.
 */
export const ACCOUNTING_TEXTS = ["accounting_modals", "accounting_page", "cash", "accounting_reports"] as const;
