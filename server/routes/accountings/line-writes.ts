import { LINE_KINDS } from "../../../src/schemas/accountings.schema";
import type { Repositories, Row } from "../../data";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { AppError } from "../../errors";
import { dayClosed } from "./day-guard";
import { assertKindAllowed } from "./kinds";
import { assertLines, kurusOf, linesTotal, moneyText, splitsOf } from "./record-money";

const lineView = ({ id, service_id, piece, price, discount, tax }: Row): Row => ({ id, service_id, piece, price, discount, tax });

/** The record a line belongs to, locked, with its lines as they are now (the audit's before or after). */
async function recordWithLines(repos: Repositories, id: number): Promise<Row | undefined> {
  const record = await repos.resource("accountings").get(id, { forUpdate: true });
  if (!record) return undefined;
  return { ...record, lines: (await repos.resource("accounting_lines").linesOf("accounting_id", id)).map(lineView) };
}

/** The records a line write touches: its record, and the one it left when it moved. */
const recordIdsOf = (context: WriteContext): number[] =>
  [...new Set([context.values?.accounting_id, context.before?.accounting_id].filter((id): id is number => typeof id === "number"))];

/** Each touched record as it was before the line write, kept for the audit entry written after it. */
const recordsBefore = new WeakMap<WriteContext, Row[]>();

/**
 * A line written on its own (`POST /accountings/:id/lines`, `PUT|DELETE /accounting_lines/:id`) keeps its record
 * whole: the record's price stays its lines' total, an income or credit keeps at least one line, a multiple payment's
 * splits still add up to it, a credit stays above what was paid, and a closed day's record takes no line. The record's
 * change is audited in the same unit of work.
 */
export const accountingLinesExtension: ResourceExtension = {
  async beforeWrite(context) {
    if (context.values) assertLines([context.values], (_index, field) => field);
    const before: Row[] = [];
    for (const id of recordIdsOf(context)) {
      const record = await recordWithLines(context.repos, id);
      if (!record) continue;
      assertKindAllowed(context.session, record.kind);
      if (record.day_closed === true) throw dayClosed();
      if (record.kind === "payment" || record.kind === "correction") throw new AppError(409, "server.accounting.linesNotTaken");
      before.push(record);
    }
    recordsBefore.set(context, before);
  },
  async afterWrite(context) {
    for (const record of recordsBefore.get(context) ?? []) {
      const id = record.id as number;
      const lines = await context.repos.resource("accounting_lines").linesOf("accounting_id", id);
      let after: Row | undefined;
      if (lines.length === 0) {
        if ((LINE_KINDS as readonly unknown[]).includes(record.kind)) throw new AppError(409, "server.accounting.linesRequired");
      } else {
        const total = linesTotal(lines);
        if (record.payment_type === "multiple_payment" && splitsOf(record).sum !== total) throw new AppError(409, "server.accounting.splitsMismatch", undefined, { total: moneyText(total) });
        if (total < kurusOf(record.paid)) throw new AppError(409, "server.accounting.priceBelowPaid", undefined, { paid: moneyText(kurusOf(record.paid)) });
        if (total !== kurusOf(record.price)) after = (await context.repos.resource("accountings").update(id, { price: moneyText(total) })) as Row | undefined;
      }
      after ??= await context.repos.resource("accountings").get(id);
      await context.repos.audit.recordChange({ action: "update", resource: "accountings", recordId: id, before: record, after: { ...after, lines: lines.map(lineView) } });
    }
  },
};
