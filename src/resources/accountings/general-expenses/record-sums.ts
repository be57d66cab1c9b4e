import { decimalStringFromKurus, kurusFromDecimalString, type Kurus } from "../../../domain/money";
import { PAYMENT_SPLITS, SINGLE_PAYMENT_TYPES } from "../../../schemas/accountings.schema";

export type SinglePaymentType = (typeof SINGLE_PAYMENT_TYPES)[number];

/** The money fields of a record these sums read (decimal text as the API answers it). */
export interface SummedRecord {
  type?: string | null;
  price?: string | null;
  payment_type?: string | null;
  cash_amount?: string | null;
  credit_cart_amount?: string | null;
  eft_amount?: string | null;
}

export interface RecordSums {
  /** Σ price of every record, decimal text. */
  total: string;
  /** Σ per single payment type, a multiple payment's splits under their own types (as the cash box counts them). */
  byPaymentType: Record<SinglePaymentType, string>;
  /** Σ price per record type (income, expense, credit, debt). */
  byType: Record<string, string>;
}

const kurus = (value: string | null | undefined): Kurus => (value ? kurusFromDecimalString(value) : 0);

/** Adds records' amounts exactly, in kuruş (never a float), and answers them as decimal text. */
export const sumRecords = (rows: readonly SummedRecord[]): RecordSums => {
  let total = 0;
  const byPaymentType = Object.fromEntries(SINGLE_PAYMENT_TYPES.map((type) => [type, 0])) as Record<SinglePaymentType, Kurus>;
  const byType: Record<string, Kurus> = {};
  for (const row of rows) {
    const price = kurus(row.price);
    total += price;
    if (row.type) byType[row.type] = (byType[row.type] ?? 0) + price;
    if (row.payment_type === "multiple_payment") {
      for (const [type, field] of Object.entries(PAYMENT_SPLITS) as [SinglePaymentType, keyof SummedRecord][]) byPaymentType[type] += kurus(row[field]);
    } else if (row.payment_type && row.payment_type in byPaymentType) {
      byPaymentType[row.payment_type as SinglePaymentType] += price;
    }
  }
  const text = <K extends string>(sums: Record<K, Kurus>) =>
    Object.fromEntries(Object.entries<Kurus>(sums).map(([key, value]) => [key, decimalStringFromKurus(value)])) as Record<K, string>;
  return { total: decimalStringFromKurus(total), byPaymentType: text(byPaymentType), byType: text(byType) };
};
