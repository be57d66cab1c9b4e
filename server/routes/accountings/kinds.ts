import { EMPLOYEE_KINDS, type AccountingKind } from "../../../src/schemas/accountings.schema";
import { hasFlag } from "../../../src/domain/permissions";
import { subjectOf, type Session } from "../../auth/session";
import { forbidden } from "../../errors";

/** Receivables, payables and what pays them: written only by users holding `debts_credits_permission` (spec §6). */
export const DEBT_CREDIT_KINDS: readonly AccountingKind[] = ["credit", "supplier_credit", "debt", "payment"];

/** Kinds that move money now, so their amount may be split between cash, card and EFT (a credit or debt moves none yet). */
export const SPLITTABLE_KINDS: readonly AccountingKind[] = ["income", "special_income", "expense", "general_expense", "payment"];

/** The category a kind takes from Tanımlamalar, by the definitions' type. */
export const CATEGORY_TYPE_OF: Partial<Record<AccountingKind, "income-categories" | "expense-categories">> = {
  income: "income-categories",
  special_income: "income-categories",
  expense: "expense-categories",
  general_expense: "expense-categories",
  debt: "expense-categories",
};

/** Salaries and advances: paid only through the employee's actions, by users holding `salary_permission` (spec §6). */
export const isEmployeePayKind = (kind: unknown): boolean => (EMPLOYEE_KINDS as readonly unknown[]).includes(kind);

/** 403 when the caller may not write records of this kind. */
export function assertKindAllowed(session: Session | null, kind: unknown): void {
  if (DEBT_CREDIT_KINDS.includes(kind as AccountingKind) && (!session || !hasFlag(subjectOf(session), "debts_credits_permission"))) throw forbidden();
  assertEmployeePayAllowed(session, kind);
}

/** 403 when the record is a salary or an advance and the caller does not hold `salary_permission`. */
export function assertEmployeePayAllowed(session: Session | null, kind: unknown): void {
  if (isEmployeePayKind(kind) && (!session || !hasFlag(subjectOf(session), "salary_permission"))) throw forbidden();
}
