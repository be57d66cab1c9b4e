import { decimalStringFromKurus, kurusFromDecimalString } from "./money";

/** Spec §9: a commission rate is a whole percent from 0 to 100. */
export const COMMISSION_RATE_RANGE = { min: 0, max: 100 } as const;

/** What a commission was earned on (the employee report's sale and rent income). */
export type CommissionType = "sale" | "rent";

/**
 * The commission on a total at a rate (spec §3 "commission entry"): total × rate / 100, exact in kuruş and rounded
 * half up (away from zero) to the kuruş: 12 % of 1234.56 is 148.1472, so 148.15. The rate is a whole percent
 * 0–100 (else a RangeError: a form or a sale must not pay 150 %); the total is decimal money text.
 */
export function commissionFor(total: string, rate: number): string {
  if (!Number.isInteger(rate) || rate < COMMISSION_RATE_RANGE.min || rate > COMMISSION_RATE_RANGE.max) {
    throw new RangeError(`commission rate must be a whole number from 0 to 100: ${rate}`);
  }
  const kurus = BigInt(kurusFromDecimalString(total));
  // BigInt: a total of up to 12 digits of lira times 100 % passes 2^53 kuruş-percent.
  const magnitude = ((kurus < 0n ? -kurus : kurus) * BigInt(rate) + 50n) / 100n;
  return decimalStringFromKurus(Number(kurus < 0n ? -magnitude : magnitude));
}

export interface CommissionLine {
  /** The sold or rented line's total, decimal money text. */
  lineTotal: string;
  /** The seller's rate at the time of the sale (their `commission`). */
  rate: number;
  type: CommissionType;
  /** The sale's day, YYYY-MM-DD. */
  date: string;
  description?: string;
}

export interface CommissionEntry {
  total_price: string;
  rate: number;
  commission: string;
  type: CommissionType;
  date: string;
  description: string | null;
}

/**
 * The commission entry a sale line earns its seller (what `commissions` stores, less the employee): the quick sale
 * writes one per sold line. The total is answered as written by the money helpers ("1234.5" → "1234.50").
 */
export function commissionEntry(line: CommissionLine): CommissionEntry {
  return {
    total_price: decimalStringFromKurus(kurusFromDecimalString(line.lineTotal)),
    rate: line.rate,
    commission: commissionFor(line.lineTotal, line.rate),
    type: line.type,
    date: line.date,
    description: line.description ?? null,
  };
}
