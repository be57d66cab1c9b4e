import { proposeNextPaymentDates } from "../../../domain/periods";
import { SINGLE_PAYMENT_TYPES } from "../../../schemas/accountings.schema";
import type { AccountingRow } from "../shared/api";

export type SettleAction = "receive" | "complete";

const isSingle = (type: unknown): type is (typeof SINGLE_PAYMENT_TYPES)[number] => (SINGLE_PAYMENT_TYPES as readonly unknown[]).includes(type);

/**
 * What the 'Ödeme Alındı' and 'Ödemeyi Tamamla' forms start from (spec §4 "Credit and debt"): paid today on the
 * company's clock, in the record's own payment type where it has a single one; a monthly or yearly credit also
 * proposes its next first and last payment dates, one month or one year on (month ends clamped), which the user
 * may change.
 */
export const settleStartValues = (action: SettleAction, record: AccountingRow, today: string): Record<string, unknown> => {
  const start: Record<string, unknown> = { date: today, payment_type: isSingle(record.payment_type) ? record.payment_type : "cash" };
  if (action !== "receive") return start;
  const next =
    record.type_of_payment && record.first_payment_date && record.last_payment_date
      ? proposeNextPaymentDates(record.type_of_payment, { firstPaymentDate: record.first_payment_date, lastPaymentDate: record.last_payment_date })
      : null;
  if (next) Object.assign(start, { new_first_payment_date: next.firstPaymentDate, new_last_payment_date: next.lastPaymentDate });
  return start;
};

/** A credit that continues after it is received: only then are its next payment dates asked for. */
export const continues = (record: AccountingRow): boolean => record.type_of_payment === "monthly" || record.type_of_payment === "yearly";
