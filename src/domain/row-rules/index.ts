import { hasFlag, type AccessSubject, type PermissionFlag } from "../permissions";
import { EMPLOYEE_PAY_RULES } from "./employee-pay";
import { APPOINTMENT_RULES } from "./appointments";
import { ORDER_RULES } from "./orders";
import { SMS_RULES } from "./sms";
import { CLIENT_LINK_RULES } from "./client-links";

/**
 * Per-row rules (`x-resource.rules`, `x-resource.actions.<name>.when`): what the caller may do with one
 * row. The server enforces them and answers them per row as `_can`; the browser shows actions from `_can`,
 * so both sides always agree.
 */
export type RuleRow = Record<string, unknown>;

export interface RuleCaller extends AccessSubject {
  companyId: number;
  /** The signed-in user's own id: rules about one's own row (nobody deletes themselves). */
  userId: number;
}

export type RowRule = (row: RuleRow, caller: RuleCaller) => boolean;

/** Spec §6: contracts can be edited only from 2024-12-03 on (older ones were made by the previous system). */
export const CONTRACT_EDIT_FROM = "2024-12-03";

/** A money amount (decimal text) above zero: what is left of a credit or debt. */
const positiveMoney = (value: unknown): boolean => typeof value === "string" && !value.startsWith("-") && /[1-9]/.test(value);

export const ROW_RULES = {
  /** An accounting record of a day not yet closed (a closed day's records are corrected, never changed). */
  dayOpen: (row) => row.day_closed !== true,
  /** A credit with something left to receive. */
  openCredit: (row) => row.type === "credit" && positiveMoney(row.remaining),
  /** A debt with something left to pay. */
  openDebt: (row) => row.type === "debt" && positiveMoney(row.remaining),
  /** A cash movement of a closed day that no correction reverses yet (a correction itself is not reversed). */
  reversible: (row) => row.day_closed === true && row.reversed !== true && row.kind !== "correction" && (row.type === "income" || row.type === "expense"),
  /** Rows the shop marked done (passive) are not changed any more. */
  active: (row) => row.is_active !== false,
  /** On the server `created_at` is a Date (String() of it is no ISO day), in answers an ISO string. */
  contractEditable: (row) => {
    const made = row.date ?? row.created_at ?? "";
    return (made instanceof Date ? made.toISOString() : String(made)).slice(0, 10) >= CONTRACT_EDIT_FROM;
  },
  /** The company's first user (the owner) keeps what follows the company: their permission flags. */
  notFirstUser: (row) => row.first_user !== true,
  /** Another user's row: one's own password changes with the old one, in 'Şifre Değiştir'. */
  notSelf: (row, caller) => row.id !== caller.userId,
  /** Spec §5: nobody deletes themselves, and the company's first user stays. */
  notFirstUserNorSelf: (row, caller) => row.first_user !== true && row.id !== caller.userId,
  ...EMPLOYEE_PAY_RULES,
  ...SMS_RULES,
  ...ORDER_RULES,
  ...APPOINTMENT_RULES,
  ...CLIENT_LINK_RULES,
} satisfies Record<string, RowRule>;

export type RowRuleName = keyof typeof ROW_RULES;

/** What `_can` answers for one row: the generic change and delete, and each declared action. */
export interface RowPermissions {
  update?: RowRuleName;
  delete?: RowRuleName;
  actions?: Record<string, { when?: RowRuleName; permission?: PermissionFlag }>;
  /** Fields that change only where their rule allows (`x-update-when`), answered as `update:<field>`. */
  fields?: Record<string, RowRuleName>;
}

/** The `_can` key of a field's own rule (`x-update-when`). */
export const fieldUpdateKey = (field: string): string => `update:${field}`;

/** The fields a schema's properties lock per row (`x-update-when`), by field. */
export const fieldRulesOf = (properties: Record<string, { "x-update-when"?: RowRuleName }>): Record<string, RowRuleName> =>
  Object.fromEntries(Object.entries(properties).flatMap(([field, property]) => (property["x-update-when"] ? [[field, property["x-update-when"]]] : [])));

/**
 * `_can` of a row: another company's row (an operator's 'all' view) allows nothing; else each rule and
 * each action's flag decides.
 */
export function rowCan(row: RuleRow, caller: RuleCaller, rules: RowPermissions): Record<string, boolean> {
  const own = row.company_id === undefined || row.company_id === caller.companyId;
  const allows = (rule?: RowRuleName) => own && (rule === undefined || (ROW_RULES[rule] as RowRule)(row, caller));
  const can: Record<string, boolean> = { update: allows(rules.update), delete: allows(rules.delete) };
  for (const [name, action] of Object.entries(rules.actions ?? {})) can[name] = allows(action.when) && hasFlag(caller, action.permission);
  for (const [field, rule] of Object.entries(rules.fields ?? {})) can[fieldUpdateKey(field)] = can.update && allows(rule);
  return can;
}
