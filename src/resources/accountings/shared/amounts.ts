import { decimalStringFromKurus, depositFromSplits, kurusFromDecimalString, lineTotal, type Kurus } from "../../../domain/money";
import { PAYMENT_SPLITS } from "../../../schemas/accountings.schema";

/** The split amounts' field names, in the form's order: cash, credit card, EFT. */
export const SPLIT_FIELDS = [PAYMENT_SPLITS.cash, PAYMENT_SPLITS.credit_cart, PAYMENT_SPLITS.eft] as const;

/** A typed amount in kuruş; what is empty or not (yet) an amount counts as nothing. */
export const kurusOf = (value: unknown): Kurus => {
  if (value === undefined || value === null || value === "") return 0;
  try {
    return kurusFromDecimalString(String(value));
  } catch {
    return 0;
  }
};

/** The sum of a multiple payment's three amounts (spec §5: it is the price). */
export const splitsTotal = (values: Readonly<Record<string, unknown>>): Kurus =>
  depositFromSplits({ cash: Math.max(0, kurusOf(values.cash_amount)), credit_cart: Math.max(0, kurusOf(values.credit_cart_amount)), eft: Math.max(0, kurusOf(values.eft_amount)) });

export interface LineValues {
  service_id?: number;
  piece?: number | string;
  price?: string;
  discount?: string;
  tax?: number | string;
}

/** One line's total (spec §9, rounded up to the lira), or null while it cannot have one (a discount above the price). */
export const lineTotalOf = (line: LineValues | undefined): Kurus | null => {
  if (!line) return null;
  const piece = Number(line.piece ?? 0);
  const tax = Number(line.tax ?? 0);
  try {
    return lineTotal({ piece: Number.isSafeInteger(piece) ? piece : 0, price: kurusOf(line.price), discount: kurusOf(line.discount), tax: Number.isFinite(tax) ? tax : 0 });
  } catch {
    return null;
  }
};

/** The lines' total as the server will compute it (orderTotal), counting only the lines that have one. */
export const linesTotal = (lines: readonly (LineValues | undefined)[] | undefined): Kurus =>
  (lines ?? []).reduce<Kurus>((sum, line) => sum + (lineTotalOf(line) ?? 0), 0);

export const decimal = decimalStringFromKurus;
