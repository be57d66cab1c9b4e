import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { DayRange } from "./accounting-reports";
import type { TenantScope } from "./scope";
import type { EmployeeFigures, EmployeeReportRow } from "../../src/domain/employee-report";

export type { EmployeeFigures, EmployeeReportRow };

/** The report's cards: the shop's live employees and the period's sums over every record of the shop. */
export interface EmployeeReportCards {
  employees: number;
  sale_income: string;
  rent_income: string;
  leave_days: number;
}

export interface EmployeeOfReport {
  id: number;
  full_name: string;
  gsm: string | null;
  salary: string;
  commission: number;
  is_sale: boolean;
  start_date: string | null;
}

export interface ReportCommission {
  id: number;
  date: string;
  type: string;
  total_price: string;
  rate: number;
  commission: string;
  description: string | null;
}

export interface ReportPermit {
  id: number;
  start_at: string;
  finish_at: string;
  daycount: number;
  /** The days of this leave inside the period. */
  days_in_period: number;
  description: string | null;
}

export interface ReportPayment {
  id: number;
  kind: "salary" | "advance";
  date: string;
  price: string;
  payment_type: string | null;
  description: string | null;
}

/** At most this many rows of each kind in one employee's report (a month holds a handful; a year a few hundred). */
export const EMPLOYEE_REPORT_ROW_LIMIT = 500;

type Raw<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };

const money = (value: SQL): SQL => sql`coalesce(${value}, 0)::numeric(14, 2)::text`;

/**
 * The employee report (spec §2 "Employee report", §7 `GET employee-reports`) over the scope's own employees, their
 * commission entries, leave and salary/advance records. Each figure is summed in SQL once per statement, grouped by
 * employee (never a query per employee); money stays `numeric` and leaves as decimal text.
 */
export function employeeReportsRepository(db: Db, scope: TenantScope) {
  const companyId = scope.companyId;
  const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // A leave's last day: the server sets finish_at; rows written before it did are read from their day count.
  const finish = sql`coalesce(p.finish_at, p.start_at + (p.daycount - 1))`;
  // The days of a leave inside the range: a leave crossing the range's start or end counts only its days inside.
  const daysInside = (range: DayRange) => sql`(least(${finish}, ${range.end}::date) - greatest(p.start_at, ${range.start}::date) + 1)`;
  const overlaps = (range: DayRange) => sql`p.start_at <= ${range.end}::date and ${finish} >= ${range.start}::date`;
  const inRange = (column: SQL, range: DayRange) => sql`${column} between ${range.start}::date and ${range.end}::date`;

  /** Per employee, the range's figures (commissions by type, leave days, advances and salaries), as one join. */
  const figuresJoin = (range: DayRange) => sql`
    left join (select c.employee_id, sum(c.total_price) filter (where c.type = 'sale') as sale_income,
                      sum(c.total_price) filter (where c.type = 'rent') as rent_income, sum(c.commission) as commission
               from commissions c where c.company_id = ${companyId} and ${inRange(sql`c.date`, range)}
               group by c.employee_id) c on c.employee_id = e.id
    left join (select p.employee_id, sum(${daysInside(range)}) as leave_days
               from permits p where p.company_id = ${companyId} and ${overlaps(range)}
               group by p.employee_id) p on p.employee_id = e.id
    left join (select a.employee_id, sum(a.price) filter (where a.kind = 'advance') as advances,
                      sum(a.price) filter (where a.kind = 'salary') as salaries
               from accountings a where a.company_id = ${companyId} and a.kind in ('salary', 'advance') and ${inRange(sql`a.date`, range)}
               group by a.employee_id) a on a.employee_id = e.id`;
  const figuresColumns = sql`${money(sql`c.sale_income`)} as sale_income, ${money(sql`c.rent_income`)} as rent_income,
    ${money(sql`c.commission`)} as commission, coalesce(p.leave_days, 0) as leave_days,
    ${money(sql`a.advances`)} as advances, ${money(sql`a.salaries`)} as salaries`;
  const figuresOf = <T extends Raw<EmployeeFigures>>(row: T) => ({ ...row, leave_days: Number(row.leave_days) });
  const employeeCount = async (): Promise<number> => {
    const [found] = await rowsOf<{ count: number | string }>(sql`select count(*) as count from employees e where e.company_id = ${companyId} and e.deleted_at is null`);
    return Number(found.count);
  };

  return {
    /** A page of the live employees in Turkish alphabetical order, each with the range's figures, and their count. */
    async rows(range: DayRange, page: number, perPage: number): Promise<{ rows: EmployeeReportRow[]; total: number }> {
      const found = await rowsOf<Raw<EmployeeReportRow> & { total_count: number | string }>(sql`
        select e.id as employee_id, e.full_name, e.is_sale, ${figuresColumns}, count(*) over () as total_count
        from employees e ${figuresJoin(range)}
        where e.company_id = ${companyId} and e.deleted_at is null
        order by tr_sort_key(e.full_name) collate "C", e.id
        limit ${perPage} offset ${(page - 1) * perPage}`);
      // An empty page past the end still needs the count: it is asked apart only then.
      const total = found.length > 0 ? Number(found[0].total_count) : await employeeCount();
      return { rows: found.map(({ total_count: _count, ...row }) => ({ ...figuresOf(row), employee_id: Number(row.employee_id) })), total };
    },

    /**
     * The cards: the live employees, and the range's sale and rent income and leave days over the whole shop (an
     * employee moved to the bin earned them too, and the shop's takings do not shrink when they leave).
     */
    async cards(range: DayRange): Promise<EmployeeReportCards> {
      const [found] = await rowsOf<Raw<EmployeeReportCards>>(sql`
        select (select count(*) from employees e where e.company_id = ${companyId} and e.deleted_at is null) as employees,
               ${money(sql`c.sale_income`)} as sale_income, ${money(sql`c.rent_income`)} as rent_income, coalesce(p.leave_days, 0) as leave_days
        from (select sum(c.total_price) filter (where c.type = 'sale') as sale_income, sum(c.total_price) filter (where c.type = 'rent') as rent_income
              from commissions c where c.company_id = ${companyId} and ${inRange(sql`c.date`, range)}) c,
             (select sum(${daysInside(range)}) as leave_days from permits p where p.company_id = ${companyId} and ${overlaps(range)}) p`);
      return { ...found, employees: Number(found.employees), leave_days: Number(found.leave_days) };
    },

    /** One live employee with the range's figures; undefined when not the company's or in the bin. */
    async employee(id: number, range: DayRange): Promise<{ employee: EmployeeOfReport; figures: EmployeeFigures } | undefined> {
      const [found] = await rowsOf<Raw<Omit<EmployeeOfReport, "commission"> & EmployeeFigures> & { employee_commission: number | string }>(sql`
        select e.id, e.full_name, e.gsm, ${money(sql`e.salary`)} as salary, e.commission as employee_commission, e.is_sale,
               e.start_date::text as start_date, ${figuresColumns}
        from employees e ${figuresJoin(range)}
        where e.company_id = ${companyId} and e.id = ${id} and e.deleted_at is null`);
      if (!found) return undefined;
      const { sale_income, rent_income, commission, leave_days, advances, salaries } = figuresOf(found);
      return {
        employee: { id: Number(found.id), full_name: found.full_name, gsm: found.gsm, salary: found.salary, commission: Number(found.employee_commission), is_sale: found.is_sale, start_date: found.start_date },
        figures: { sale_income, rent_income, commission, leave_days, advances, salaries },
      };
    },

    /** The employee's commission entries dated in the range, the newest first. */
    async commissions(employeeId: number, range: DayRange): Promise<ReportCommission[]> {
      const found = await rowsOf<Raw<ReportCommission>>(sql`
        select c.id, c.date::text as date, c.type, ${money(sql`c.total_price`)} as total_price, c.rate, ${money(sql`c.commission`)} as commission, c.description
        from commissions c where c.company_id = ${companyId} and c.employee_id = ${employeeId} and ${inRange(sql`c.date`, range)}
        order by c.date desc, c.id desc limit ${EMPLOYEE_REPORT_ROW_LIMIT}`);
      return found.map((row) => ({ ...row, id: Number(row.id), rate: Number(row.rate) }));
    },

    /** The employee's leaves touching the range, the latest first, with their days inside it. */
    async permits(employeeId: number, range: DayRange): Promise<ReportPermit[]> {
      const found = await rowsOf<Raw<ReportPermit>>(sql`
        select p.id, p.start_at::text as start_at, ${finish}::text as finish_at, p.daycount, ${daysInside(range)} as days_in_period, p.description
        from permits p where p.company_id = ${companyId} and p.employee_id = ${employeeId} and ${overlaps(range)}
        order by p.start_at desc, p.id desc limit ${EMPLOYEE_REPORT_ROW_LIMIT}`);
      return found.map((row) => ({ ...row, id: Number(row.id), daycount: Number(row.daycount), days_in_period: Number(row.days_in_period) }));
    },

    /** The employee's salary and advance records dated in the range, the newest first. */
    async payments(employeeId: number, range: DayRange): Promise<ReportPayment[]> {
      const found = await rowsOf<Raw<ReportPayment>>(sql`
        select a.id, a.kind, a.date::text as date, ${money(sql`a.price`)} as price, a.payment_type, a.description
        from accountings a where a.company_id = ${companyId} and a.employee_id = ${employeeId} and a.kind in ('salary', 'advance') and ${inRange(sql`a.date`, range)}
        order by a.date desc, a.id desc limit ${EMPLOYEE_REPORT_ROW_LIMIT}`);
      return found.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}

export type EmployeeReportsRepository = ReturnType<typeof employeeReportsRepository>;
