// Types only: index.ts spreads these rules into ROW_RULES.
import type { RuleRow } from ".";

/** Statuses of a message that did not (surely) reach its recipient: a person may send it again. */
export const RESENDABLE_SMS_STATUSES: readonly string[] = ["failed", "unknown"];

/** The row rules of the SMS history. */
export const SMS_RULES = {
  /** 'Tekrar Gönder': a message that failed, or whose outcome is unknown (the server stopped while the gateway had it). */
  resendable: (row: RuleRow) => RESENDABLE_SMS_STATUSES.includes(String(row.status)),
};
