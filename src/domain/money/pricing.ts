import type { Kurus } from "./kurus";

/** Tax on every line when the customer pays by credit card (spec §9 "Defaults"). */
export const CARD_PAYMENT_TAX_PERCENT = 8;

export const PAYMENT_TYPES = ["cash", "credit_cart", "eft", "check", "bill", "multiple_payment"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const ORDER_TYPES = ["sale", "rent"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The prices a product carries; a service (is_service 1) has only its price. */
export interface PriceSource {
  price: Kurus;
  rentPrice: Kurus;
  isService: boolean;
}

/** Sale uses price, rent uses rent price; a service always uses price (spec §4 "Order"). */
export function unitPriceFor(product: PriceSource, orderType: OrderType): Kurus {
  if (product.isService || orderType === "sale") return product.price;
  return product.rentPrice;
}

/** A credit card sets the tax to 8; every other payment type gives the product its own tax back. */
export function taxForPaymentType(ownTax: number, paymentType: PaymentType): number {
  return paymentType === "credit_cart" ? CARD_PAYMENT_TAX_PERCENT : ownTax;
}

/** Returns new lines with the tax the payment type implies; `ownTaxOf` tells each line's product tax. */
export function withPaymentTypeTax<L extends { tax: number }>(
  lines: readonly L[],
  paymentType: PaymentType,
  ownTaxOf: (line: L) => number,
): L[] {
  return lines.map((line) => ({ ...line, tax: taxForPaymentType(ownTaxOf(line), paymentType) }));
}

/** Returns new lines priced for the order type; `productOf` tells each line's product prices. */
export function withOrderTypePrices<L extends { price: Kurus }>(
  lines: readonly L[],
  orderType: OrderType,
  productOf: (line: L) => PriceSource,
): L[] {
  return lines.map((line) => ({ ...line, price: unitPriceFor(productOf(line), orderType) }));
}
