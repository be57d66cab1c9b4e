import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { decimalStringFromKurus, kurusFromDecimalString } from "../../src/domain/money/kurus";
import type { Db } from "../db/client";
import { accountings, appointments, coiffeurAppointments, leases, processes } from "../db/resource-tables.generated";
import type { TenantScope } from "./scope";

export type PartyField = "client_id" | "supplier_id";

/** One row of a client's or supplier's account statement, before its running balance. */
export interface StatementRecord {
  id: number;
  date: string;
  kind: string;
  type: string;
  title: string | null;
  contract_no: string | null;
  price: string;
  credit_id: number | null;
}

export interface PartyAppointment {
  id: number;
  calendar: "appointments" | "coiffeurAppointments";
  start_date: string | null;
  start_time: string | null;
  end_date: string | null;
  end_time: string | null;
  status: string | null;
  employee_id: number | null;
  description: string | null;
}

const money = (value: ReturnType<typeof sql>) => sql<string>`coalesce(${value}, 0)::numeric(14, 2)::text`;

/**
 * The figures of one client's or supplier's detail page (issue 18), read from the records the quick sale, the
 * leases and the accounting forms write, never stored: the orders' totals, what was paid, and the records of the
 * statement. Every read keeps to the scope's own company; another company's party simply has no rows here.
 */
export function partyDetailsRepository(db: Db, scope: TenantScope) {
  const company = scope.companyId;
  return {
    /**
     * A client's orders: the quick sales' totals by type, plus the leases made straight from a product ('Kirala',
     * no order), which are rentals of hers too (their total is the lease's).
     */
    async clientOrderTotals(clientId: number): Promise<{ total_sales: string; total_rentals: string }> {
      const [orders] = await db
        .select({
          sales: money(sql`sum(${processes.total}) filter (where ${processes.type} = 'sale')`),
          rents: money(sql`sum(${processes.total}) filter (where ${processes.type} = 'rent')`),
        })
        .from(processes)
        .where(and(eq(processes.company_id, company), eq(processes.client_id, clientId)));
      const [own] = await db
        .select({ total: money(sql`sum(${leases.total_price})`) })
        .from(leases)
        .where(and(eq(leases.company_id, company), eq(leases.client_id, clientId), isNull(leases.process_id)));
      const rentals = kurusFromDecimalString(orders.rents) + kurusFromDecimalString(own.total);
      return { total_sales: orders.sales, total_rentals: decimalStringFromKurus(rentals) };
    },

    /**
     * The money that moved with the party: `income` is every income record naming it (paid at a sale, interim
     * payments against its credits, their corrections netted: a correction is the same type, negated); `expense`
     * every expense record (paid out to it, payments against its debts, corrections netted); `purchases` what its
     * expense and debt records come to (a payment against a debt is not a second purchase).
     */
    async moneyOf(field: PartyField, partyId: number): Promise<{ income: string; expense: string; purchases: string }> {
      const [row] = await db
        .select({
          income: money(sql`sum(${accountings.price}) filter (where ${accountings.type} = 'income')`),
          expense: money(sql`sum(${accountings.price}) filter (where ${accountings.type} = 'expense')`),
          purchases: money(sql`sum(${accountings.price}) filter (where ${accountings.type} = 'debt' or (${accountings.type} = 'expense' and ${accountings.credit_id} is null))`),
        })
        .from(accountings)
        .where(and(eq(accountings.company_id, company), eq(accountings[field], partyId)));
      return row;
    },

    /**
     * Every record naming the party, oldest first (by day, then as written): the statement's rows. A payment without
     * its own title or contract number shows its credit's (an interim payment typed in names neither).
     */
    async statementRecords(field: PartyField, partyId: number): Promise<StatementRecord[]> {
      const paid = alias(accountings, "paid_record");
      const rows = await db
        .select({
          id: accountings.id,
          date: accountings.date,
          kind: accountings.kind,
          type: accountings.type,
          title: sql<string | null>`coalesce(${accountings.title}, ${paid.title})`,
          contract_no: sql<string | null>`coalesce(${accountings.contract_no}, ${paid.contract_no})`,
          price: sql<string>`coalesce(${accountings.price}, 0)::numeric(14, 2)::text`,
          credit_id: accountings.credit_id,
        })
        .from(accountings)
        .leftJoin(paid, and(eq(paid.company_id, accountings.company_id), eq(paid.id, accountings.credit_id)))
        .where(and(eq(accountings.company_id, company), eq(accountings[field], partyId), inArray(accountings.type, ["income", "expense", "credit", "debt"])))
        .orderBy(asc(accountings.date), asc(accountings.id));
      return rows.map((row) => ({ ...row, date: String(row.date ?? ""), kind: String(row.kind ?? ""), type: String(row.type ?? "") }));
    },

    /** A client's fittings and hairdresser appointments, newest first, at most `limit`. */
    async clientAppointments(clientId: number, limit = 50): Promise<PartyAppointment[]> {
      const read = (table: typeof appointments | typeof coiffeurAppointments, calendar: PartyAppointment["calendar"]) =>
        db
          .select({
            id: table.id,
            start_date: table.start_date,
            start_time: table.start_time,
            end_date: table.end_date,
            end_time: table.end_time,
            status: table.status,
            employee_id: table.employee_id,
            description: table.description,
          })
          .from(table)
          .where(and(eq(table.company_id, company), eq(table.client_id, clientId)))
          .orderBy(desc(table.start_date), desc(table.start_time), desc(table.id))
          .limit(limit)
          .then((rows) => rows.map((row) => ({ ...row, calendar })));
      const [fittings, hairdresser] = await Promise.all([read(appointments, "appointments"), read(coiffeurAppointments, "coiffeurAppointments")]);
      const key = (row: PartyAppointment) => `${row.start_date ?? ""} ${row.start_time ?? ""}`;
      return [...fittings, ...hairdresser].sort((a, b) => key(b).localeCompare(key(a)) || b.id - a.id).slice(0, limit);
    },
  };
}
