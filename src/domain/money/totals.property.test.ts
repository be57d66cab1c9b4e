import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { lineTotal, orderTotal, type MoneyLine } from "./totals";
import { depositFromSplits } from "./deposit";

const amountLine = fc
  .record({
    piece: fc.integer({ min: 0, max: 1000 }),
    price: fc.integer({ min: 0, max: 100_000_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    tax: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ piece, price, discountShare, tax }) => ({ piece, price, discount: Math.floor(price * discountShare), tax }));

const rateLine = fc.record({
  piece: fc.integer({ min: 0, max: 1000 }),
  price: fc.integer({ min: 0, max: 100_000_000 }),
  rateHundredths: fc.integer({ min: 0, max: 10_000 }),
  tax: fc.integer({ min: 0, max: 100 }),
});

/** Independent reference: the same rule as one BigInt fraction, ceiled to a multiple of 100 kuruş. */
function referenceLineTotal(piece: number, netTimes10000: bigint, tax: number): bigint {
  const numerator = BigInt(piece) * netTimes10000 * BigInt(100 + tax);
  const denominator = 10_000n * 100n * 100n;
  const lira = (numerator + denominator - 1n) / denominator;
  return lira * 100n;
}

describe("money properties", () => {
  it("never produces a negative total for valid lines", () => {
    fc.assert(
      fc.property(fc.array(amountLine, { maxLength: 20 }), (lines) => {
        expect(orderTotal(lines)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("gives a line total of at least (price − discount) × piece", () => {
    fc.assert(
      fc.property(amountLine, (line) => {
        expect(lineTotal(line)).toBeGreaterThanOrEqual((line.price - line.discount) * line.piece);
      }),
    );
  });

  it("always lands on a whole lira", () => {
    fc.assert(
      fc.property(amountLine, (line) => {
        expect(lineTotal(line) % 100).toBe(0);
      }),
    );
  });

  it("makes the deposit equal to the sum of the splits", () => {
    const split = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(split, split, split, (credit_cart, cash, eft) => {
        expect(depositFromSplits({ credit_cart, cash, eft })).toBe(credit_cart + cash + eft);
      }),
    );
  });

  it("matches an exact BigInt computation over 10,000 random baskets (no float drift)", () => {
    const basket = fc.array(fc.oneof(amountLine, rateLine), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(basket, (items) => {
        let expected = 0n;
        const lines: MoneyLine[] = items.map((item) => {
          if ("rateHundredths" in item) {
            const net = BigInt(item.price) * BigInt(10_000 - item.rateHundredths);
            expected += referenceLineTotal(item.piece, net, item.tax);
            return { piece: item.piece, price: item.price, discountRate: item.rateHundredths / 100, tax: item.tax };
          }
          expected += referenceLineTotal(item.piece, BigInt(item.price - item.discount) * 10_000n, item.tax);
          return item;
        });
        expect(BigInt(orderTotal(lines))).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });
});
