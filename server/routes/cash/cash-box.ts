import type { FastifyInstance } from "fastify";
import { accountings } from "../../../src/schemas/accountings.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import type { Session } from "../../auth/session";
import type { Repositories, Row } from "../../data";
import type { CashFigures, CashRange } from "../../data/cash";
import { companyTimeZone } from "../../engine/list-filters";
import { shapeRows } from "../../engine/row-answers";
import { isOneDay, rangeOf, type RangeQuery } from "./range";
import { clockScope } from "./scope";

/** A day close as the cash box names it. */
export interface ClosedDay {
  id: number;
  day: string;
  created_at: string;
}

export interface CashBox extends CashFigures {
  start_date: string;
  end_date: string;
  closed: ClosedDay | null;
}

/** The records that move money, in the order they happened: by date, then as they were written. */
function recordsQuery(range: CashRange) {
  return {
    filters: {
      type: ["income", "expense"],
      // A split type's movements include the multiple payments, whose splits hold it.
      ...(range.paymentType ? { payment_type: range.paymentType === "cash" || range.paymentType === "credit_cart" || range.paymentType === "eft" ? [range.paymentType, "multiple_payment"] : [range.paymentType] } : {}),
    },
    ranges: { date: { gte: range.start, lte: range.end } },
    sort: "date",
    order: "asc" as const,
  };
}

/** The range a request asks for, 'today' on the clock of the company whose cash box it is. */
export async function requestedRange(app: FastifyInstance, repos: Repositories, query: RangeQuery): Promise<CashRange> {
  const needsClock = query.date === undefined && query.start_date === undefined && query.end_date === undefined;
  return rangeOf(query, needsClock ? await companyTimeZone(app.db, clockScope(repos.scope)) : "UTC");
}

/** The cash box's figures and the day close of a one-day range. */
export async function cashBoxOf(repos: Repositories, range: CashRange): Promise<CashBox> {
  const [figures, closed] = await Promise.all([repos.cash.figures(range), isOneDay(range) ? closedDay(repos, range.start) : null]);
  return { start_date: range.start, end_date: range.end, ...figures, closed };
}

async function closedDay(repos: Repositories, day: string): Promise<ClosedDay | null> {
  const found = await repos.resource("day_closes").list({ page: 1, perPage: 1, filters: { day } });
  const row = found.rows[0];
  return row ? { id: row.id as number, day: row.day as string, created_at: row.created_at as string } : null;
}

/** One page of the range's records, as the accountings list answers them (figures and `_can`). */
export async function recordsPage(repos: Repositories, session: Session, range: CashRange, page: number, perPage: number) {
  const found = await repos.resource(accountings.$id).list({ page, perPage, ...recordsQuery(range) });
  return { rows: shapeRows(accountings as unknown as ResourceSchema, session, found.rows), total: found.total, exact: found.exact };
}

const FILE_PAGE = 500;

/** Every record of the range, for a file (a shop's range holds thousands at most). */
export async function allRecords(repos: Repositories, range: CashRange): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const found = await repos.resource(accountings.$id).list({ page, perPage: FILE_PAGE, ...recordsQuery(range) });
    rows.push(...found.rows);
    if (found.rows.length < FILE_PAGE) return rows;
  }
}
