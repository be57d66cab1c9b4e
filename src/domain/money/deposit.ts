import { assertKurus, type Kurus } from "./kurus";

export const PAYMENT_STYLES = ["now", "now_and_later", "later"] as const;
export type PaymentStyle = (typeof PAYMENT_STYLES)[number];

/** The amounts of a multiple payment, keyed as the API sends payment_types. */
export interface PaymentSplits {
  credit_cart: Kurus;
  cash: Kurus;
  eft: Kurus;
}

/** Splitting a payment is offered only when part is paid now and the rest later (spec §4 "Order"). */
export function multiplePaymentAllowed(style: PaymentStyle): boolean {
  return style === "now_and_later";
}

/** With splits the deposit is their sum and is not typed in by hand. */
export function depositFromSplits(splits: PaymentSplits): Kurus {
  let sum = 0;
  for (const amount of [splits.credit_cart, splits.cash, splits.eft]) {
    assertKurus(amount);
    if (amount < 0) throw new RangeError(`a payment split cannot be negative: ${amount}`);
    sum += amount;
  }
  assertKurus(sum);
  return sum;
}
