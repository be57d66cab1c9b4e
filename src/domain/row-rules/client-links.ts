// Types only: index.ts spreads these rules into ROW_RULES.
import type { RuleRow } from ".";

const instant = (value: unknown): number => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

/** The rules of the bride's links (issue 18). */
export const CLIENT_LINK_RULES = {
  /** Not revoked and not yet expired: the link still opens, so it may be revoked. */
  activeLink: (row: RuleRow) => (row.revoked_at ?? null) === null && row.expires_at != null && instant(row.expires_at) > Date.now(),
};
