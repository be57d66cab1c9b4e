/**
 * Bundle budgets (issue 9): which chunks the login page, the signed-in app shell and each route load, read
 * from Vite's manifest, and whether their gzip sizes stay within the budgets. Pure: the sizes come from a
 * function, so tests plant a manifest and sizes without a build.
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * shell 355 (was 350): the catalog (issue 11) adds its four resources to what every signed-in page loads, their
 * schemas (~2 KB gzip: routes, menu and access need them) and their Turkish texts (~1.7 KB, one chunk with every
 * resource's texts), and took the shell from 348.6 to 354.7 KB. Its pages, the labels' barcode library and the PDF
 * (made on the server) load only on its routes. What could still leave the shell: the texts only custom pages use
 * (services.management, labels, transfer, surplus…, ~1.2 KB), loaded with those pages instead.
 * shell 360 (was 355): accounting (issue 12) adds three schemas (records, their lines, day closes: ~1.2 KB), ten
 * menu entries with their routes, icons and menu labels (~2.5 KB) to what every signed-in page loads, and took the
 * shell to 359.1 KB; the accounting screens' own texts (~3.2 KB) load with those screens (`locales/<language>/pages/`,
 * src/i18n/page-texts.ts), their code with each screen.
 * shell 364 (was 360): employees (issue 13) add three schemas (employees, their leave and commissions) with their
 * Turkish labels (~1.1 KB), two menu entries, and three engine parts every generated page may use (a field's one
 * message `x-message`, action forms' start values, the deleted reference's label), taking the shell from 359.2 to
 * 360.7 KB; the employees' and report's screen texts load with those screens. The rest leaves room for the next
 * issues' entities, each of which adds its schema and labels here by design (routes, menu and access need them).
 * shell 366 (was 364): the SMS module (issue 14) adds three schemas (settings, ready-made messages, history) with
 * their Turkish labels (~1.1 KB), the SMS menu group and its entries, the generated singleton page's lookup, and the
 * top bar's and home's balance stubs (the tag and the card themselves load lazily, for sms_permission holders only),
 * taking the shell from 360.7 to 364.8 KB; the send page, its composer widget, the settings panel and the history
 * load with their routes.
 * shell 371 (was 366): quick sale, leases, contracts and quotes (issue 15) add seven schemas (orders and their
 * basket, contracts and their templates, rental settings, quotes and their rows) with their Turkish labels, three
 * menu entries, the menu's create-page entry and the public print page's route, taking the shell from 364.8 to
 * 369.5 KB; the quick sale, lease, quote and print pages and the editor load with their routes.
 * shell 375 (was 371): tailor and dry cleaning and measurement sheets (issue 16) add three schemas (products at the
 * tailor, at the dry cleaner, measurement sheets) with their Turkish labels, three menu entries and the clients' role,
 * taking the shell from 369.6 to 372.9 KB; the send, list, tailor list, sheet and print pages load with their routes.
 * shell 379 (was 375): appointments (issue 17) add three schemas (the fittings' and the hairdresser's appointments,
 * the shop's appointment settings) with their Turkish labels, two menu entries leading to the calendars, the calendar
 * page kind and the settings' appointment tab, taking the shell from 372.9 to 375.3 KB; the calendars themselves
 * (react-big-calendar 51.4 KB and its drag-and-drop addon 16.3 KB, each a chunk of its own) and the online booking
 * page load with their routes only.
 * editor 142: the contract templates' rich-text editor (tiptap 3 over ProseMirror, with tables for `{urunler}` and
 * alignment; src/widgets/html/RichTextEditor.tsx) is one 139.8 KB chunk, fetched only where an HTML field is edited
 * (the Tanımlamalar contract tabs, an announcement's form), never by the shell nor by another route; it is held to a
 * budget of its own instead of raising every route's.
 * route 62 (was 60): bwip-js's renderer with only the Code128 and QR encoders (src/resources/services/labels/
 * bwip-encoders.ts) is 61.4 KB, of which the two OCR fonts it registers when loaded are a part no import can drop.
 */
export const BUDGETS_KB = { login: 200, shell: 379, route: 62, editor: 142 } as const;

/** The rich-text editor's chunk, held to `editor` (see above). */
const EDITOR_CHUNK = /^src\/widgets\/html\/RichTextEditor\.tsx$/;

type Budgets = { login: number; shell: number; route: number; editor: number };

/**
 * The budgets times `scale` (BUNDLE_BUDGET_SCALE), to watch the build fail without planting code: 0.9 holds each
 * part to 90 % of its budget. Unset or empty is 1; anything but a positive number is refused.
 */
export function scaledBudgets(scale: string | undefined): Budgets {
  if (scale === undefined || scale.trim() === "") return { ...BUDGETS_KB };
  const factor = Number(scale);
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`BUNDLE_BUDGET_SCALE must be a positive number, not "${scale}"`);
  const round = (kb: number) => Math.round(kb * factor * 10) / 10;
  return { login: round(BUDGETS_KB.login), shell: round(BUDGETS_KB.shell), route: round(BUDGETS_KB.route), editor: round(BUDGETS_KB.editor) };
}

export interface BudgetLine {
  label: string;
  kb: number;
  budgetKb: number;
  ok: boolean;
}

/** The keys and everything they import statically: what the browser fetches before the page runs. */
export function staticClosure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

const matching = (manifest: Manifest, pattern: RegExp) => Object.keys(manifest).filter((key) => pattern.test(key));

/**
 * The login page's chunks and the app shell's. Before the first render the entry loads the Turkish common texts
 * and the Turkish antd and dayjs locales (src/i18n/setup.ts); the login page is then its own chunk. The shell adds
 * the routes of every other page with the resources' Turkish texts (src/AppRoutes.tsx, which waits for them),
 * refine, the layout and the home page.
 */
export function pageChunks(manifest: Manifest): { login: Set<string>; shell: Set<string> } {
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const startup = [
    ...entry,
    ...matching(manifest, /^locales\/tr\/common\.json$/),
    ...matching(manifest, /^node_modules\/antd\/es\/locale\/tr_TR\.js$/),
    ...matching(manifest, /^node_modules\/dayjs\/locale\/tr\.js$/),
  ];
  const login = staticClosure(manifest, [...startup, ...matching(manifest, /^src\/pages\/login\//)]);
  const shell = staticClosure(manifest, [
    ...login,
    ...matching(manifest, /^src\/AppRoutes/),
    // The Turkish texts every signed-in page loads; `locales/tr/pages/` are loaded by their pages only (page-texts.ts).
    ...matching(manifest, /^(locales\/tr\/[^/]+\.json$|src\/i18n\/app-texts\/tr\.ts$)/),
    ...matching(manifest, /^src\/RefineApp/),
    ...matching(manifest, /^src\/layout\/AuthenticatedLayout/),
    ...matching(manifest, /^src\/pages\/home\//),
  ]);
  return { login, shell };
}

/**
 * Every JavaScript chunk loaded only after the shell: the lazy pages and the shared chunks they import. Each is
 * one request a route adds, so each is held to the route budget on its own.
 */
export function routeChunks(manifest: Manifest, shell: ReadonlySet<string>): string[] {
  const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !shell.has(key));
  return [...staticClosure(manifest, lazy)].filter((key) => !shell.has(key) && manifest[key].file.endsWith(".js"));
}

/** The budget lines of a build; `gzipBytes` gives the gzip size of a file of the build. */
export function checkBudgets(
  manifest: Manifest,
  gzipBytes: (file: string) => number,
  budgets: Budgets = BUDGETS_KB,
): BudgetLine[] {
  const kbOf = (keys: Iterable<string>) =>
    [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js")))].reduce(
      (sum, file) => sum + gzipBytes(file),
      0,
    ) / 1024;
  const line = (label: string, kb: number, budgetKb: number): BudgetLine => ({ label, kb, budgetKb, ok: kb <= budgetKb });
  const { login, shell } = pageChunks(manifest);
  return [
    line("JS loaded by the login page", kbOf(login), budgets.login),
    line("JS of the app shell (layout + home)", kbOf(shell), budgets.shell),
    ...routeChunks(manifest, shell).map((key) =>
      EDITOR_CHUNK.test(key)
        ? line(`editor chunk ${key} (${manifest[key].file})`, kbOf([key]), budgets.editor)
        : line(`route chunk ${key} (${manifest[key].file})`, kbOf([key]), budgets.route),
    ),
  ];
}

export function formatLine(line: BudgetLine): string {
  return `${line.ok ? "✓" : "✗"} ${line.label}: ${line.kb.toFixed(1)} KB gzip (budget ≤ ${line.budgetKb} KB)`;
}
