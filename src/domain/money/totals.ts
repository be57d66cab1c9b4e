import Decimal from "decimal.js";
import { assertKurus, type Kurus } from "./kurus";

/** The legacy product rounded every line total up to the whole lira; this is that unit in kuruş. */
export const LIRA_ROUNDING_UNIT_KURUS = 100;
export const MAX_DISCOUNT_RATE = 100;

/** A private Decimal so that no other module's Decimal.set() can change our precision or rounding. */
const Exact = Decimal.clone({ precision: 64 });

/** One basket or accounting line. Amounts are integer kuruş per unit; percentages are plain numbers. */
export interface MoneyLine {
  piece: number;
  price: Kurus;
  /** Amount deducted from each unit's price. Ignored when discountRate is a number. */
  discount?: Kurus;
  /** Percentage of the price deducted from each unit (clamped to 0..100). */
  discountRate?: number | null;
  /** Tax percent added on top of the discounted price. */
  tax: number;
}

export class InvalidLineError extends Error {
  readonly field: keyof MoneyLine;
  constructor(field: keyof MoneyLine, message: string) {
    super(message);
    this.name = "InvalidLineError";
    this.field = field;
  }
}

export function clampDiscountRate(rate: number): number {
  if (!Number.isFinite(rate)) throw new InvalidLineError("discountRate", `not a number: ${rate}`);
  return Math.min(MAX_DISCOUNT_RATE, Math.max(0, rate));
}

/** The per-unit discount a rate stands for, to show in the discount field (half a kuruş rounds up). */
export function discountFromRate(price: Kurus, rate: number): Kurus {
  assertKurus(price);
  return new Exact(price).times(clampDiscountRate(rate)).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/**
 * piece × (price − discount) plus tax percent, rounded up to the whole lira (spec §9 "Totals").
 * Throws InvalidLineError for input no valid line can have (negative amounts, discount above price).
 */
export function lineTotal(line: MoneyLine): Kurus {
  const unitNet = discountedUnitPrice(line);
  if (!Number.isSafeInteger(line.piece) || line.piece < 0) {
    throw new InvalidLineError("piece", `piece must be a whole number ≥ 0: ${line.piece}`);
  }
  if (!Number.isFinite(line.tax) || line.tax < 0) throw new InvalidLineError("tax", `tax must be ≥ 0: ${line.tax}`);
  const gross = unitNet.times(line.piece).times(new Exact(100).plus(line.tax)).div(100);
  const total = gross.div(LIRA_ROUNDING_UNIT_KURUS).ceil().times(LIRA_ROUNDING_UNIT_KURUS).toNumber();
  assertKurus(total);
  return total;
}

/** Sum of the line totals; each is already a whole lira, so the sum is too. */
export function orderTotal(lines: readonly MoneyLine[]): Kurus {
  let total = 0;
  for (const line of lines) total += lineTotal(line);
  assertKurus(total);
  return total;
}

function discountedUnitPrice(line: MoneyLine): Decimal {
  if (!Number.isSafeInteger(line.price) || line.price < 0) {
    throw new InvalidLineError("price", `price must be whole kuruş ≥ 0: ${line.price}`);
  }
  const price = new Exact(line.price);
  if (typeof line.discountRate === "number") {
    return price.times(new Exact(100).minus(clampDiscountRate(line.discountRate))).div(100);
  }
  const discount = line.discount ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0 || discount > line.price) {
    throw new InvalidLineError("discount", `discount must be whole kuruş between 0 and the price: ${discount}`);
  }
  return price.minus(discount);
}
