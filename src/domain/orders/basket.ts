/**
 * The quick sale's basket rules (spec §2 "Order creation and edit", §4 "Order", §9 defaults), pure so the screen
 * (src/resources/processes) and its tests share them: repricing by the order type, the card tax, the payment
 * style's reset and splits, reducing a line, the dress flag and the default dates. Money is integer kuruş.
 */
import {
  clampDiscountRate,
  decimalStringFromKurus,
  depositFromSplits,
  discountFromRate,
  kurusFromDecimalString,
  lineTotal,
  multiplePaymentAllowed,
  taxForPaymentType,
  unitPriceFor,
  withPaymentTypeTax,
  type Kurus,
  type OrderType,
  type PaymentStyle,
  type PaymentType,
  PAYMENT_TYPES,
} from "../money";
import { addDays, type IsoDate } from "../periods";

/** The category whose products make an order a dress order (the server's `is_dress` uses the same name). */
export const DRESS_CATEGORY = "GELİNLİK";

/**
 * A rented product's delivery (return) date when none is typed: the day after the wedding when the wedding is
 * still ahead, else this many days after the issue date.
 */
export const DEFAULT_RENT_DAYS = 1;

/** What a line needs to know about its product. */
export interface BasketProduct {
  id: number;
  name: string;
  barcode?: string;
  price: Kurus;
  rentPrice: Kurus;
  /** The product's own tax percent (restored when the payment is not by card). */
  tax: number;
  isService: boolean;
  /** In the category GELİNLİK. */
  isDress: boolean;
}

export interface BasketLine {
  /** Stable key of the line in the screen. */
  key: string;
  /** The stored line's id when editing an order. */
  id?: number;
  product: BasketProduct;
  piece: number;
  /** Unit price. */
  price: Kurus;
  /** Discount per unit, 0..price. */
  discount: Kurus;
  tax: number;
  issue_date?: IsoDate;
  delivery_date?: IsoDate;
  /** A service's date and time (ISO instant). */
  service_at?: string;
}

/** The word compared ignoring letter case the Turkish way (İ/i, I/ı). */
const folded = (text: string): string => text.trim().toLocaleUpperCase("tr-TR");

export function isDressCategory(name: string | null | undefined): boolean {
  return typeof name === "string" && folded(name) === folded(DRESS_CATEGORY);
}

/** Whether the basket holds a gown (the order's dress flag), recomputed whenever a line goes. */
export function basketIsDress(lines: readonly BasketLine[]): boolean {
  return lines.some((line) => line.product.isDress);
}

/** A rented product (not a service) in a rent order carries an issue and a delivery date. */
export function lineIsRented(line: Pick<BasketLine, "product">, orderType: OrderType): boolean {
  return orderType === "rent" && !line.product.isService;
}

/** Today for the issue; the day after the wedding (when still ahead) or today + DEFAULT_RENT_DAYS for the return. */
export function defaultRentDates(today: IsoDate, weddingDate?: IsoDate | null): { issue_date: IsoDate; delivery_date: IsoDate } {
  const delivery = weddingDate && weddingDate >= today ? addDays(weddingDate, 1) : addDays(today, DEFAULT_RENT_DAYS);
  return { issue_date: today, delivery_date: delivery };
}

/** Spec §9: the rest is due tomorrow unless chosen. */
export function defaultLastPaymentDate(today: IsoDate): IsoDate {
  return addDays(today, 1);
}

export interface BasketContext {
  orderType: OrderType;
  paymentType: PaymentType;
  today: IsoDate;
  weddingDate?: IsoDate | null;
}

/** A new line for a product: priced by the order type, taxed by the payment type, dated when rented. */
export function newLine(product: BasketProduct, context: BasketContext, key: string): BasketLine {
  const line: BasketLine = {
    key,
    product,
    piece: 1,
    price: unitPriceFor(product, context.orderType),
    discount: 0,
    tax: taxForPaymentType(product.tax, context.paymentType),
  };
  return lineIsRented(line, context.orderType) ? { ...line, ...defaultRentDates(context.today, context.weddingDate) } : line;
}

/**
 * Adds a product: a product already in the basket (not a service, whose every line has its own date) gets one
 * more piece, else a new line.
 */
export function addProduct(lines: readonly BasketLine[], product: BasketProduct, context: BasketContext, key: string): BasketLine[] {
  const existing = product.isService ? -1 : lines.findIndex((line) => line.product.id === product.id);
  if (existing >= 0) return lines.map((line, index) => (index === existing ? { ...line, piece: line.piece + 1 } : line));
  return [...lines, newLine(product, context, key)];
}

/**
 * The order type changed: every line is priced at price (sale) or rent_price (rent; services always at price);
 * a discount above the new price shrinks to it; rented lines gain default dates, sold ones lose theirs.
 */
export function repriceForOrderType(lines: readonly BasketLine[], context: BasketContext): BasketLine[] {
  return lines.map((line) => {
    const price = unitPriceFor(line.product, context.orderType);
    const repriced: BasketLine = { ...line, price, discount: Math.min(line.discount, price) };
    if (lineIsRented(repriced, context.orderType)) {
      return repriced.issue_date && repriced.delivery_date ? repriced : { ...repriced, ...defaultRentDates(context.today, context.weddingDate) };
    }
    const { issue_date: _issue, delivery_date: _delivery, ...sold } = repriced;
    return sold;
  });
}

/** A card payment sets every line's tax to 8; any other type gives each line its product's own tax back. */
export function retaxForPaymentType(lines: readonly BasketLine[], paymentType: PaymentType): BasketLine[] {
  return withPaymentTypeTax(lines, paymentType, (line) => line.product.tax);
}

/** One piece less; at one piece the line goes, and its dates with it. */
export function reduceLine(lines: readonly BasketLine[], key: string): BasketLine[] {
  const line = lines.find((candidate) => candidate.key === key);
  if (!line) return [...lines];
  if (line.piece <= 1) return lines.filter((candidate) => candidate.key !== key);
  return lines.map((candidate) => (candidate.key === key ? { ...candidate, piece: candidate.piece - 1 } : candidate));
}

/** The discount amount typed: kept between 0 and the unit price. */
export function withDiscountAmount(line: BasketLine, discount: Kurus): BasketLine {
  const bounded = Math.max(0, Math.min(Math.round(discount), line.price));
  return { ...line, discount: bounded };
}

/** The discount rate typed (capped at 100): sets the amount it stands for. */
export function withDiscountRate(line: BasketLine, rate: number): BasketLine {
  return { ...line, discount: discountFromRate(line.price, clampDiscountRate(rate)) };
}

/** The rate the line's discount amount stands for, to two decimals (0 for a free line). */
export function discountRateOf(line: Pick<BasketLine, "price" | "discount">): number {
  if (line.price <= 0) return 0;
  return Math.round((line.discount / line.price) * 10000) / 100;
}

/** The line's total: piece × (price − discount) plus tax, rounded up to the lira (spec §9 "Totals"). */
export function basketLineTotal(line: BasketLine): Kurus {
  return lineTotal({ piece: line.piece, price: line.price, discount: line.discount, tax: line.tax });
}

export function basketTotal(lines: readonly BasketLine[]): Kurus {
  return lines.reduce((sum, line) => sum + basketLineTotal(line), 0);
}

/** The payment types the style offers: the split ('Çoklu Ödeme') only with now_and_later. */
export function paymentTypesFor(style: PaymentStyle): PaymentType[] {
  return PAYMENT_TYPES.filter((type) => type !== "multiple_payment" || multiplePaymentAllowed(style));
}

/** A change of the payment style resets the payment type to cash (spec §4 "Order"). */
export const PAYMENT_TYPE_AFTER_STYLE_CHANGE: PaymentType = "cash";

/** Decimal amount strings of the splits ("" or missing = 0) → the kapora they make, as a decimal string. */
export function depositOfSplits(splits: { cash?: string | null; credit_cart?: string | null; eft?: string | null }): string {
  const kurus = (value: string | null | undefined): Kurus => {
    if (value === null || value === undefined || value.trim() === "") return 0;
    try {
      return Math.max(0, kurusFromDecimalString(value));
    } catch {
      return 0;
    }
  };
  return decimalStringFromKurus(depositFromSplits({ cash: kurus(splits.cash), credit_cart: kurus(splits.credit_cart), eft: kurus(splits.eft) }));
}

/** The lines as `POST|PUT /api/processes` takes them (`lines`, process_lines' fields). */
export function linesPayload(lines: readonly BasketLine[], orderType: OrderType): Record<string, unknown>[] {
  return lines.map((line) => {
    const payload: Record<string, unknown> = {
      service_id: line.product.id,
      piece: line.piece,
      price: decimalStringFromKurus(line.price),
      discount: decimalStringFromKurus(line.discount),
      tax: line.tax,
    };
    if (line.id !== undefined) payload.id = line.id;
    if (lineIsRented(line, orderType)) {
      if (line.issue_date) payload.issue_date = line.issue_date;
      if (line.delivery_date) payload.delivery_date = line.delivery_date;
    }
    if (line.product.isService && line.service_at) payload.service_at = line.service_at;
    return payload;
  });
}

/** A product row of the API (`GET /api/services`, `/api/processes/services`) as the basket's product. */
export function basketProductOf(row: Record<string, unknown>, categoryName?: string | null): BasketProduct {
  const money = (value: unknown): Kurus => {
    if (typeof value !== "string" || value === "") return 0;
    try {
      return kurusFromDecimalString(value);
    } catch {
      return 0;
    }
  };
  const categoryFromRow = typeof row.category_name === "string" ? row.category_name : undefined;
  return {
    id: Number(row.id),
    name: String(row.name ?? ""),
    barcode: typeof row.barcode === "string" ? row.barcode : undefined,
    price: money(row.price),
    rentPrice: money(row.rent_price),
    tax: typeof row.tax === "number" ? row.tax : 0,
    isService: row.is_service === true,
    isDress: row.is_dress === true || isDressCategory(categoryName ?? categoryFromRow),
  };
}
