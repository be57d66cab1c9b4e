import { ACCOUNTING_TEXTS } from "../accountings/texts";

/**
 * The client and supplier detail pages' own texts (`locales/<language>/pages/party_detail.json`), with the accounting
 * screens' texts: the client page opens the interim payment and record modals.
 */
export const PARTY_TEXTS = ["party_detail", ...ACCOUNTING_TEXTS] as const;
