/**
 * server/orders (issue 15): an order's write (the quick sale) with every consequence in the generic write's one unit
 * of work: its leases (server/bookings), sold stock, accounting records, commissions, contracts (server/contracts)
 * and the automatic sale SMS. `processesExtension` hooks it into `POST /api/processes` and `PUT /api/processes/:id`.
 */
import { bookings } from "../bookings";
import type { Repositories, Row } from "../data";
import type { ResourceExtension, WriteContext } from "../engine/crud-routes";
import { AppError } from "../errors";
import { companyToday } from "../routes/accountings/day-guard";
import { kurusOf, moneyText, SPLIT_FIELDS } from "../routes/accountings/record-money";
import { writeReversal } from "../routes/accountings/settle";
import { bookLine, giveStockBack, takeStock, writeCommissions, writeContractsAndSms, writeRecords } from "./effects";
import { planOrder, type OrderPlan, type PlannedLine } from "./plan";

export { orderSteps } from "./effects";
export { planOrder } from "./plan";

const plans = new WeakMap<WriteContext, OrderPlan>();

const ALL = { page: 1, perPage: 500 };

/** The rows of a resource whose `field` is `id` (an order's leases, records). */
async function rowsWhere(repos: Repositories, resource: string, field: string, id: number): Promise<Row[]> {
  return (await repos.resource(resource).list({ ...ALL, filters: { [field]: id }, sort: "id", order: "asc" })).rows;
}

/** Whether an edit changes what the order costs or how it is paid. */
const moneyChanged = (before: Row, after: Row): boolean =>
  kurusOf(before.total) !== kurusOf(after.total) ||
  before.payment_style !== after.payment_style ||
  before.payment_type !== after.payment_type ||
  kurusOf(before.deposit) !== kurusOf(after.deposit) ||
  SPLIT_FIELDS.some((field) => kurusOf(before[field]) !== kurusOf(after[field]));

/** The order's own records (not a lease's take-back fees), and the interim payments others made against its credit. */
async function recordsOf(repos: Repositories, processId: number): Promise<{ own: Row[]; interim: Row[] }> {
  // A correction (and the record it reversed) stays: a closed day's history is never rewritten.
  const own = (await rowsWhere(repos, "accountings", "process_id", processId)).filter(
    (record) => (record.lease_id === null || record.lease_id === undefined) && record.kind !== "correction" && record.reversed !== true,
  );
  const interim: Row[] = [];
  for (const credit of own.filter((record) => record.kind === "credit")) {
    interim.push(...(await rowsWhere(repos, "accountings", "credit_id", credit.id as number)).filter((payment) => payment.process_id !== processId));
  }
  return { own, interim };
}

/** An order's records go: deleted where their day is open, reversed by a correction dated today where it is closed. */
async function removeRecords(repos: Repositories, records: Row[]): Promise<void> {
  const accountings = repos.resource("accountings");
  // Payments first: they point at the credit.
  const ordered = [...records].sort((a, b) => Number(b.kind === "payment") - Number(a.kind === "payment"));
  for (const record of ordered) {
    const current = await accountings.get(record.id as number, { forUpdate: true });
    if (!current) continue;
    const closed = (await repos.resource("day_closes").count({ day: current.date })) > 0;
    if (closed) {
      if (current.kind !== "correction" && current.reversed !== true) await writeReversal(repos, current);
      continue;
    }
    await repos.resource("accounting_lines").removeWhere("accounting_id", [current.id as number]);
    await accountings.remove(current.id as number);
    await repos.audit.recordChange({ action: "delete", resource: "accountings", recordId: current.id as number, before: current });
  }
}

/** An edit's leases follow its lines: kept, moved, booked anew or removed; a returned lease cannot change (409). */
async function adjustLeases(repos: Repositories, order: Row, plan: OrderPlan): Promise<void> {
  const leases = repos.resource("leases");
  const existing = await rowsWhere(repos, "leases", "process_id", order.id as number);
  const unmatched = [...existing];
  const pairs: [PlannedLine, Row | undefined][] = plan.lines
    .filter((entry) => entry.rented)
    .map((entry) => {
      const at = unmatched.findIndex((lease) => lease.service_id === entry.product.id);
      return [entry, at === -1 ? undefined : unmatched.splice(at, 1)[0]];
    });
  const returned = (lease: Row) => lease.status !== "active";
  for (const lease of unmatched) {
    if (returned(lease)) throw new AppError(409, "server.orders.leaseReturned");
    await leases.remove(lease.id as number);
    await repos.audit.recordChange({ action: "delete", resource: "leases", recordId: lease.id as number, before: lease });
  }
  const fresh: PlannedLine[] = [];
  for (const [entry, lease] of pairs) {
    if (!lease) {
      fresh.push(entry);
      continue;
    }
    const same = lease.issue_date === entry.line.issue_date && lease.delivery_date === entry.line.delivery_date && Number(lease.piece) === Number(entry.line.piece);
    if (returned(lease)) {
      if (!same) throw new AppError(409, "server.orders.leaseReturned");
      continue;
    }
    if (Number(lease.piece) !== Number(entry.line.piece)) {
      await leases.remove(lease.id as number);
      fresh.push(entry);
      continue;
    }
    if (!same) await bookings.move(repos, lease.id as number, { issueDate: String(entry.line.issue_date), deliveryDate: String(entry.line.delivery_date), field: `lines.${entry.index}.issue_date` });
    await leases.update(lease.id as number, { client_id: order.client_id, total_price: moneyText(entry.total), notes: order.note ?? null });
  }
  for (const entry of fresh) await bookLine(repos, order, entry);
}

/** The sold products of an order as it was (its lines and type): their stock is given back before the edit takes it again. */
async function giveBackSold(repos: Repositories, before: Row): Promise<void> {
  if (before.type !== "sale") return;
  for (const line of (before.lines as Row[] | undefined) ?? []) {
    const product = await repos.resource("services").get(line.service_id as number);
    if (product && product.is_service !== true) await giveStockBack(repos, product.id as number, Number(line.piece));
  }
}

const byProduct = (lines: PlannedLine[]): PlannedLine[] => [...lines].sort((a, b) => Number(a.product.id) - Number(b.product.id));

async function afterCreate(context: WriteContext, plan: OrderPlan): Promise<void> {
  const { repos } = context;
  const order = context.after!;
  const day = await companyToday(repos);
  // Products are locked in the order of their ids, so two orders of the same products never wait on each other.
  for (const entry of byProduct(plan.lines)) if (entry.rented) await bookLine(repos, order, entry);
  for (const entry of byProduct(plan.lines)) if (entry.sold) await takeStock(repos, entry.product.id as number, Number(entry.line.piece));
  await writeRecords(repos, order, plan, day);
  await writeCommissions(repos, order, plan, day);
  await writeContractsAndSms(context.app, repos, order, day, true);
}

async function afterUpdate(context: WriteContext, plan: OrderPlan): Promise<void> {
  const { repos } = context;
  const before = context.before!;
  const order = context.after!;
  const id = order.id as number;
  await adjustLeases(repos, order, plan);
  await giveBackSold(repos, before);
  for (const entry of byProduct(plan.lines)) if (entry.sold) await takeStock(repos, entry.product.id as number, Number(entry.line.piece));
  const { own, interim } = await recordsOf(repos, id);
  const main = own.find((record) => record.kind === "income" || record.kind === "credit");
  const today = await companyToday(repos);
  const mainDayOpen = main ? (await repos.resource("day_closes").count({ day: main.date })) === 0 : false;
  const day = main && mainDayOpen ? String(main.date) : today;
  if (interim.length > 0) {
    // Payments the order did not write stand on its credit: its money cannot change under them.
    if (moneyChanged(before, order)) throw new AppError(409, "server.orders.paidOrder");
  } else {
    await removeRecords(repos, own);
    await writeRecords(repos, order, plan, day);
  }
  await repos.resource("commissions").removeWhere("process_id", [id]);
  await writeCommissions(repos, order, plan, day);
  await writeContractsAndSms(context.app, repos, order, day, false);
}

/** The order's checks and its consequences, inside the generic write's unit of work. */
export const processesExtension: ResourceExtension = {
  async beforeWrite(context) {
    if ((context.action !== "create" && context.action !== "update") || !context.values) return;
    plans.set(context, await planOrder(context.repos, context.values));
  },
  async afterWrite(context) {
    const plan = plans.get(context);
    if (!plan || !context.after) return;
    if (context.action === "create") await afterCreate(context, plan);
    else await afterUpdate(context, plan);
  },
};

/** The order with its lines as they are in this unit of work. */
async function orderWithLines(repos: Repositories, id: number): Promise<Row | undefined> {
  const order = await repos.resource("processes").get(id, { forUpdate: true });
  if (!order) return undefined;
  return { ...order, lines: await repos.resource("process_lines").linesOf("process_id", id) };
}

const linesBefore = new WeakMap<WriteContext, Row[]>();

/**
 * A line written on its own (`POST /process_lines`, `PUT|DELETE /process_lines/:id`) is an edit of its order: the
 * order is checked again with its lines as they now are (tax, minimum prices, total, dates), and its leases, stock,
 * records, commissions and contracts follow as on the order's own edit, in the same unit of work.
 */
export const processLinesExtension: ResourceExtension = {
  async beforeWrite(context) {
    const ids = [...new Set([context.values?.process_id, context.before?.process_id].filter((id): id is number => typeof id === "number"))];
    const orders: Row[] = [];
    for (const id of ids) {
      const order = await orderWithLines(context.repos, id);
      if (order) orders.push(order);
    }
    linesBefore.set(context, orders);
  },
  async afterWrite(context) {
    const { repos } = context;
    for (const before of linesBefore.get(context) ?? []) {
      const id = before.id as number;
      const current = await orderWithLines(repos, id);
      if (!current) continue;
      const values: Row = { ...current, lines: (current.lines as Row[]).map((line) => ({ ...line })) };
      const plan = await planOrder(repos, values);
      const lineRepository = repos.resource("process_lines");
      const stored = new Map((current.lines as Row[]).map((line) => [line.id, line]));
      for (const entry of plan.lines) {
        const { tax, issue_date, delivery_date, service_at } = entry.line;
        const settled: Row = { tax, issue_date, delivery_date, service_at };
        // Only what the plan changed is written: a line already as the order wants it keeps its version.
        const line = stored.get(entry.line.id);
        if (line && Object.entries(settled).every(([field, value]) => (line[field] ?? null) === (value ?? null))) continue;
        await lineRepository.update(entry.line.id as number, settled);
      }
      const after = await repos.resource("processes").update(id, { total: values.total, is_dress: values.is_dress, deposit: values.deposit });
      if (!after || typeof after !== "object") continue;
      const order = { ...after, lines: plan.lines.map((entry) => entry.line) };
      await afterUpdate({ ...context, before, after: order, values }, plan);
      await repos.audit.recordChange({ action: "update", resource: "processes", recordId: id, before, after: order });
    }
  },
};
