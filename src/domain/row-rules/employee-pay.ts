import { hasFlag } from "../permissions";
// Types only: index.ts spreads these rules into ROW_RULES.
import type { RuleCaller, RuleRow } from ".";

/** Accounting kinds paid to an employee: written only by their actions ('Maaş Öde', 'Avans Ver'). */
export const EMPLOYEE_PAY_KINDS: readonly string[] = ["salary", "advance"];

const isEmployeePay = (row: RuleRow): boolean => EMPLOYEE_PAY_KINDS.includes(String(row.kind));
const dayOpen = (row: RuleRow): boolean => row.day_closed !== true;

/**
 * The row rules of accounting records that know about employees' pay: a salary or an advance is never changed by
 * hand (it is paid again, or deleted and paid anew), and only a user holding `salary_permission` deletes one.
 */
export const EMPLOYEE_PAY_RULES = {
  /** An accounting record of an open day that was written by hand (not a salary or an advance). */
  editableRecord: (row: RuleRow) => dayOpen(row) && !isEmployeePay(row),
  /** An accounting record of an open day; a salary or an advance only for users holding `salary_permission`. */
  deletableRecord: (row: RuleRow, caller: RuleCaller) => dayOpen(row) && (!isEmployeePay(row) || hasFlag(caller, "salary_permission")),
};
