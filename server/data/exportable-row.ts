import type { Row } from "./resource-repository";

/** Columns that are the system's, not the person's, or secrets: never in an export (a link's token hash, a print address). */
const INTERNAL = new Set(["company_id", "version", "token_hash", "public_token", "idempotency_key", "search_keys", "deleted_at"]);

/** A row as a personal-data export gives it: plain JSON (dates as ISO text) without the internal columns. */
export const exportableRow = (row: Row): Row =>
  JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(row).filter(([field]) => !INTERNAL.has(field))))) as Row;
