import type { FastifyInstance } from "fastify";
import { commissionEntry, type CommissionType } from "../../src/domain/commission";
import { formatContractMoney } from "../../src/domain/contracts/placeholders";
import { bookings } from "../bookings";
import { contractWriter } from "../contracts";
import type { Repositories, Row } from "../data";
import { AppError, invalid } from "../errors";
import { queueAutomaticSms, type AutomaticSmsRequest } from "../sms";
import { assertDayOpen } from "../routes/accountings/day-guard";
import { kurusOf, moneyText } from "../routes/accountings/record-money";
import { createAudited } from "../routes/accountings/settle";
import { lineMoney, type OrderPlan, type PlannedLine } from "./plan";

/**
 * The steps of an order's write that reach other modules, called through this object so a test can make one fail
 * (the atomicity test: a failure at the last step leaves nothing of the order behind).
 */
export const orderSteps = {
  writeContracts: (repos: Repositories, processId: number) => contractWriter.writeOrderContracts(repos, processId),
  queueSaleSms: (app: FastifyInstance, repos: Repositories, request: AutomaticSmsRequest) => queueAutomaticSms(app, repos, request),
};

const SPLIT_TYPES = [
  ["cash", "cash_amount"],
  ["credit_cart", "credit_cart_amount"],
  ["eft", "eft_amount"],
] as const;

/** Sold stock: `piece` units of the product go (−1, unlimited, stays); never below 0 (409 naming the product). */
export async function takeStock(repos: Repositories, serviceId: number, piece: number): Promise<void> {
  const services = repos.resource("services");
  // The product's row is locked for the rest of the unit of work: parallel sales of it are decided one after the other.
  const product = await services.get(serviceId, { forUpdate: true });
  if (!product) throw new AppError(404, "server.errors.notFound");
  const stock = Number(product.stock ?? -1);
  if (stock === -1) return;
  if (stock < piece) throw new AppError(409, "server.orders.outOfStock", undefined, { product: String(product.name ?? ""), stock });
  const changed = await services.update(serviceId, { stock: stock - piece }, product.version as number);
  if (!changed || typeof changed !== "object") throw new AppError(409, "server.orders.outOfStock", undefined, { product: String(product.name ?? ""), stock });
  await repos.audit.recordChange({ action: "update", resource: "services", recordId: serviceId, before: product, after: changed });
}

/** Sold stock given back (an order's edit): the units return, unless the product is unlimited or gone. */
export async function giveStockBack(repos: Repositories, serviceId: number, piece: number): Promise<void> {
  const services = repos.resource("services");
  const product = await services.get(serviceId, { forUpdate: true });
  if (!product || Number(product.stock ?? -1) === -1) return;
  const changed = await services.update(serviceId, { stock: Number(product.stock) + piece });
  if (changed && typeof changed === "object") await repos.audit.recordChange({ action: "update", resource: "services", recordId: serviceId, before: product, after: changed });
}

/** A record with its lines, written and audited in the caller's unit of work. */
async function recordWithLines(repos: Repositories, values: Row, lines: Row[]): Promise<Row> {
  const record = await createAudited(repos, values);
  const lineRepository = repos.resource("accounting_lines");
  for (const [position, line] of lines.entries()) {
    const { service_id, piece, price, discount, tax } = line;
    await lineRepository.create({ accounting_id: record.id, service_id, piece, price, discount: discount ?? "0.00", tax: tax ?? 0, position });
  }
  return record;
}

/**
 * The order's records (common money model): paid now → one income with the lines; now_and_later → one credit of
 * the total and the kapora paid against it (one payment per payment type, per non-zero split); later → the credit.
 */
export async function writeRecords(repos: Repositories, order: Row, plan: OrderPlan, day: string): Promise<void> {
  await assertDayOpen(repos, day);
  const common = { process_id: order.id, client_id: order.client_id, contract_no: order.contract_no ?? null, type_of_payment: "one_time" };
  const title = `#${order.contract_no ?? order.id}`;
  const lines = plan.lines.map((entry) => entry.line);
  if (order.payment_style === "now") {
    await recordWithLines(repos, { ...common, kind: "income", type: "income", title, date: day, price: moneyText(plan.total), payment_type: order.payment_type }, lines);
    return;
  }
  const split = order.payment_type === "multiple_payment";
  const credit = await recordWithLines(
    repos,
    {
      ...common,
      kind: "credit",
      type: "credit",
      title,
      date: day,
      price: moneyText(plan.total),
      payment_type: split ? "cash" : order.payment_type,
      first_payment_date: day,
      last_payment_date: order.last_payment_date,
    },
    lines,
  );
  if (order.payment_style !== "now_and_later" || plan.deposit <= 0) return;
  const payments: [string, string][] = split
    ? SPLIT_TYPES.filter(([, field]) => kurusOf(order[field]) > 0).map(([type, field]) => [type, moneyText(kurusOf(order[field]))])
    : [[String(order.payment_type), moneyText(plan.deposit)]];
  for (const [paymentType, price] of payments) {
    await createAudited(repos, { ...common, kind: "payment", type: "income", credit_id: credit.id, title, date: day, price, payment_type: paymentType });
  }
}

/** A lease per rented line, through the bookings module (409 naming the product and the clashing dates). */
export async function bookLine(repos: Repositories, order: Row, entry: PlannedLine): Promise<Row> {
  return bookings.book(repos, {
    serviceId: entry.product.id as number,
    issueDate: String(entry.line.issue_date),
    deliveryDate: String(entry.line.delivery_date),
    piece: Number(entry.line.piece),
    kind: "lease",
    field: `lines.${entry.index}.issue_date`,
    values: { client_id: order.client_id, process_id: order.id, total_price: moneyText(entry.total), price: "0.00", notes: order.note ?? null },
  });
}

/** A commission entry per line for the order's sales employee at their rate (src/domain/commission). */
export async function writeCommissions(repos: Repositories, order: Row, plan: OrderPlan, day: string): Promise<void> {
  if (!order.employee_id) return;
  const employee = await repos.resource("employees").get(order.employee_id as number);
  if (!employee) throw invalid("employee_id", "server.validation.referenceNotFound");
  const rate = Number(employee.commission ?? 0);
  for (const entry of plan.lines) {
    const values = commissionEntry({ lineTotal: moneyText(lineMoney(entry.line)), rate, type: order.type as CommissionType, date: day, description: String(entry.product.name ?? "") });
    await repos.resource("commissions").create({ ...values, employee_id: employee.id, process_id: order.id });
  }
}

/** The order's contracts and its sale SMS: the last steps of its write. */
export async function writeContractsAndSms(app: FastifyInstance | undefined, repos: Repositories, order: Row, day: string, isNew: boolean): Promise<void> {
  await orderSteps.writeContracts(repos, order.id as number);
  if (isNew && app) {
    // The message's amount and date as the shop writes them: "1.180,00", "24.11.2026".
    const tutar = formatContractMoney(kurusOf(order.total)).replace(/\u00a0₺$/, "");
    const tarih = day.split("-").reverse().join(".");
    await orderSteps.queueSaleSms(app, repos, { kind: "sale", clientId: order.client_id as number, values: { tutar, tarih }, key: `order-${order.id}` });
  }
}
