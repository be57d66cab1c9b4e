import { lineTotal, taxForPaymentType, type Kurus, type PaymentType } from "../../src/domain/money";
import type { Repositories, Row } from "../data";
import { caseFolded } from "../engine/turkish-order";
import { AppError, invalid } from "../errors";
import { assertLines, kurusOf, linesTotal, moneyText, splitsOf, SPLIT_FIELDS } from "../routes/accountings/record-money";

/** The category whose products make an order a dress order (`is_dress`), compared folded the Turkish way. */
export const DRESS_CATEGORY = "GELİNLİK";

/** One basket line with its product, as the order's write uses it. */
export interface PlannedLine {
  index: number;
  /** The line's values as stored (tax and dates set by the server). */
  line: Row;
  product: Row;
  /** A product (not a service) of a rent order: it is booked over its dates. */
  rented: boolean;
  /** A product (not a service) of a sale: its stock goes down. */
  sold: boolean;
  total: Kurus;
}

export interface OrderPlan {
  lines: PlannedLine[];
  total: Kurus;
  /** The kapora (now_and_later), 0 otherwise. */
  deposit: Kurus;
  isDress: boolean;
}

type FieldErrors = Record<string, { key: string; params?: Record<string, string | number> }[]>;

/** A line's money figures as the records compute them. */
export const lineMoney = (line: Row): Kurus =>
  lineTotal({ piece: Number(line.piece), price: kurusOf(line.price), discount: kurusOf(line.discount), tax: Number(line.tax ?? 0) });

/**
 * Checks an order's values and sets what the server decides (spec §2 "Order creation", §9; common money model):
 * each line's product is the company's (not binned), a rented product has issue ≤ delivery date, the unit price less
 * the discount is at least the product's minimum (`max_price` for a sale or a service, `max_rent_price` for a rent),
 * the tax follows the payment type (8 for a card, else the product's own), `total` and `is_dress`, and the payment
 * rules (splits only with now_and_later, the kapora their sum and never above the total). Throws 422 on the field.
 */
export async function planOrder(repos: Repositories, values: Row): Promise<OrderPlan> {
  const lines = ((values.lines as Row[] | null | undefined) ?? []).map((line) => ({ ...line }));
  if (lines.length === 0) throw invalid("lines", "server.validation.required");
  const paymentType = values.payment_type as PaymentType;
  const style = values.payment_style as string;
  const orderType = values.type as string;
  const errors: FieldErrors = {};
  const fail = (field: string, key: string, params?: Record<string, string | number>) => (errors[field] ??= []).push({ key, params });

  const planned: PlannedLine[] = [];
  const categories = repos.resource("categories");
  let isDress = false;
  for (const [index, line] of lines.entries()) {
    const product = await repos.resource("services").get(line.service_id as number);
    if (!product) {
      fail(`lines.${index}.service_id`, "server.validation.referenceNotFound");
      continue;
    }
    const isService = product.is_service === true;
    const rented = orderType === "rent" && !isService;
    // A rented product needs its range (its lease); any other line may carry its issue and delivery dates as
    // information (a sold gown's hand-over), kept as sent and in order.
    if (rented) {
      if (!line.issue_date) fail(`lines.${index}.issue_date`, "server.validation.required");
      if (!line.delivery_date) fail(`lines.${index}.delivery_date`, "server.validation.required");
    }
    if (line.issue_date && line.delivery_date && String(line.delivery_date) < String(line.issue_date)) fail(`lines.${index}.delivery_date`, "server.orders.deliveryBeforeIssue");
    if (!isService) line.service_at = null;
    line.discount = line.discount ?? "0.00";
    line.tax = taxForPaymentType(Number(product.tax ?? 0), paymentType);
    const minimum = kurusOf(orderType === "rent" && !isService ? product.max_rent_price : product.max_price);
    const net = kurusOf(line.price) - kurusOf(line.discount);
    if (minimum > 0 && net < minimum && kurusOf(line.discount) <= kurusOf(line.price)) fail(`lines.${index}.price`, "server.orders.belowMinimum", { minimum: moneyText(minimum), product: String(product.name ?? "") });
    if (!isDress && product.category_id) {
      const category = await categories.get(product.category_id as number);
      if (category && caseFolded(String(category.name ?? "")) === caseFolded(DRESS_CATEGORY)) isDress = true;
    }
    planned.push({ index, line, product, rented, sold: orderType === "sale" && !isService, total: 0 });
  }
  // The records' own line checks (price ≥ 1 lira, piece ≥ 1, discount ≤ price), named on the order's lines.
  try {
    assertLines(lines);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    for (const [field, list] of Object.entries(error.fieldErrors)) (errors[field] ??= []).push(...list);
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, "server.errors.validation", errors);
  for (const entry of planned) entry.total = lineMoney(entry.line);
  const total = linesTotal(lines);

  let deposit = 0;
  if (paymentType === "multiple_payment") {
    if (style !== "now_and_later") throw invalid("payment_type", "server.orders.splitOnlyWithLater");
    const { amounts, sum } = splitsOf(values);
    const negative = SPLIT_FIELDS.find((field) => amounts[field] < 0);
    if (negative) throw invalid(negative, "server.accounting.splitNegative");
    if (sum === 0) throw invalid("cash_amount", "server.accounting.splitsEmpty");
    for (const field of SPLIT_FIELDS) values[field] = moneyText(amounts[field]);
    deposit = sum;
  } else {
    for (const field of SPLIT_FIELDS) values[field] = null;
    if (style === "now_and_later") deposit = kurusOf(values.deposit);
  }
  if (deposit < 0) throw invalid("deposit", "server.orders.depositNegative");
  if (deposit > total) throw invalid(paymentType === "multiple_payment" ? "cash_amount" : "deposit", "server.orders.depositAboveTotal", { total: moneyText(total) });
  if (style !== "now" && !values.last_payment_date) throw invalid("last_payment_date", "server.validation.required");

  values.lines = lines;
  values.total = moneyText(total);
  values.is_dress = isDress;
  values.deposit = style === "now_and_later" ? moneyText(deposit) : null;
  if (style === "now") values.last_payment_date = null;
  return { lines: planned, total, deposit, isDress };
}
