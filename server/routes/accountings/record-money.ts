import { decimalStringFromKurus, kurusFromDecimalString, orderTotal, type Kurus } from "../../../src/domain/money";
import { PAYMENT_SPLITS } from "../../../src/schemas/accountings.schema";
import type { Row } from "../../data";
import { AppError } from "../../errors";

/** Decimal text (or nothing) as kuruş: money is added and compared as integers, never as floats. */
export const kurusOf = (value: unknown): Kurus => (value === undefined || value === null || value === "" ? 0 : kurusFromDecimalString(String(value)));
export const moneyText = (kurus: Kurus): string => decimalStringFromKurus(kurus);

export const SPLIT_FIELDS = Object.values(PAYMENT_SPLITS);

const ONE_LIRA: Kurus = 100;

/**
 * A record's service lines as the spec checks them (§5): each price at least 1 lira, each piece at least 1, a
 * discount no larger than its price. Every wrong line field is named (`lines.2.price`), all at once.
 */
export function assertLines(lines: readonly Row[], fieldOf = (index: number, field: string) => `lines.${index}.${field}`): void {
  const errors: Record<string, { key: string; params?: Record<string, string | number> }[]> = {};
  lines.forEach((line, index) => {
    const price = kurusOf(line.price);
    if (price < ONE_LIRA) errors[fieldOf(index, "price")] = [{ key: "server.accounting.linePriceMin" }];
    if (!Number.isInteger(line.piece) || (line.piece as number) < 1) errors[fieldOf(index, "piece")] = [{ key: "server.validation.minimum", params: { limit: 1 } }];
    if (kurusOf(line.discount) > price) errors[fieldOf(index, "discount")] = [{ key: "server.accounting.discountAbovePrice" }];
  });
  if (Object.keys(errors).length > 0) throw new AppError(422, "server.errors.validation", errors);
}

/** The lines' total (spec §9 "Totals": each line's total rounds up to the whole lira). */
export const linesTotal = (lines: readonly Row[]): Kurus =>
  orderTotal(lines.map((line) => ({ piece: Number(line.piece), price: kurusOf(line.price), discount: kurusOf(line.discount), tax: Number(line.tax ?? 0) })));

/** The split amounts of a multiple payment (a missing one is zero) and their sum. */
export function splitsOf(values: Row): { amounts: Record<string, Kurus>; sum: Kurus } {
  const amounts = Object.fromEntries(SPLIT_FIELDS.map((field) => [field, kurusOf(values[field])]));
  return { amounts, sum: Object.values(amounts).reduce((total, amount) => total + amount, 0) };
}
