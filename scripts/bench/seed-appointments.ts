import { companyOf } from "./seed-orders";
import { DEALER_ID, type Scale } from "./seed-sql";

/**
 * The calendars (issue 17): each shop's employees, its fittings (`appointments`) and its hairdresser's appointments
 * (`coiffeurAppointments`). A quiet shop books a few dozen a year; the dealer (company 1) one of each for every ten of
 * its clients: 5,000 fittings and 5,000 hair appointments at full scale, so its week, its lists and the six counters
 * run over thousands of rows.
 */
export const EMPLOYEES_PER_SHOP = 4;
export const APPOINTMENTS_PER_SHOP = 30;
export const dealerAppointments = (scale: Scale): number => Math.max(1, Math.floor(scale.dealerClients / 10));
/** Appointments a day: a fitting an hour from 09:00, a hair appointment each half hour from 09:00. */
export const SLOTS_PER_DAY = 10;

/** Columns the employees' INSERT fills (a test checks it covers every NOT NULL column without a default). */
export const EMPLOYEE_COLUMNS = ["company_id", "full_name", "gsm", "salary", "commission", "start_date", "version", "created_at", "updated_at"] as const;
/** Columns of both calendars' INSERTs. */
export const APPOINTMENT_COLUMNS = [
  "company_id", "client_id", "employee_id", "services", "start_date", "start_time", "end_date", "end_time", "description", "contract_no",
  "send_sms", "status", "source", "starts_at", "ends_at", "version", "created_at", "updated_at",
] as const;

const NUMBERED = `
  client_counts AS MATERIALIZED (SELECT company_id, count(*) AS n FROM clients WHERE role = 'client' GROUP BY company_id),
  numbered_clients AS MATERIALIZED (SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM clients WHERE role = 'client'),
  numbered_employees AS MATERIALIZED (SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM employees)`;

/** The latest day booked, ahead of today. */
export const AHEAD_DAYS = 60;

/**
 * One calendar's rows, each company's numbered from 1 and laid from AHEAD_DAYS ahead backwards: the dealer's
 * SLOTS_PER_DAY a day (its 5,000 reach back over a year, ten in each of this week's days), a quiet shop's one every
 * third day (its 30 from two months ahead to a month ago), so no two of one company share a slot — none overlap, with or without an employee, as the server keeps them. One in five has no employee;
 * past ones are completed (passive) but one in four, one in twenty to come is an online booking not yet accepted.
 */
function appointmentStatement(table: "appointments" | "coiffeurAppointments", scale: Scale): string {
  const dealer = dealerAppointments(scale);
  const rows = dealer + Math.max(0, scale.shops - 1) * APPOINTMENTS_PER_SHOP;
  const minutes = table === "appointments" ? 60 : 30;
  const start = `(interval '9 hours' + o.slot * interval '${minutes} minutes')`;
  const end = `(interval '9 hours' + (o.slot + 1) * interval '${minutes} minutes')`;
  return `WITH ${NUMBERED},
     o AS (SELECT i, company, n, (n - 1) % ${SLOTS_PER_DAY} AS slot,
                  CASE WHEN company = ${DEALER_ID} THEN current_date + ${AHEAD_DAYS} - ((n - 1) / ${SLOTS_PER_DAY})::int ELSE current_date + ${AHEAD_DAYS} - (n - 1)::int * 3 END AS day
           FROM (SELECT i, company, row_number() OVER (PARTITION BY company ORDER BY i) AS n
                 FROM (SELECT i, ${companyOf(dealer, scale)} AS company FROM generate_series(1, ${rows}) i) g) c)
     INSERT INTO "${table}" (${APPOINTMENT_COLUMNS.join(", ")})
     SELECT o.company, cl.id, CASE WHEN o.n % 5 = 0 THEN NULL ELSE e.id END, '[]'::jsonb, o.day, to_char(${start}, 'HH24:MI'), o.day, to_char(${end}, 'HH24:MI'),
            CASE WHEN o.n % 3 = 0 THEN 'Gelinlik provası, etek boyu' END, CASE WHEN o.n % 4 = 0 THEN 'S-' || o.n END,
            o.n % 2 = 0,
            CASE WHEN o.day < current_date AND o.n % 4 <> 0 THEN 'passive' WHEN o.day >= current_date AND o.n % 20 = 0 THEN 'pending' ELSE 'active' END,
            CASE WHEN o.day >= current_date AND o.n % 20 = 0 THEN 'online' ELSE 'shop' END,
            (o.day + ${start}) AT TIME ZONE co.time_zone, (o.day + ${end}) AT TIME ZONE co.time_zone,
            1, least(o.day - 7, current_date)::timestamptz, least(o.day - 7, current_date)::timestamptz
     FROM o JOIN companies co ON co.id = o.company
            JOIN client_counts cc ON cc.company_id = o.company JOIN numbered_clients cl ON cl.company_id = o.company AND cl.k = 1 + (o.i * 7) % cc.n
            LEFT JOIN numbered_employees e ON e.company_id = o.company AND e.k = 1 + o.n % ${EMPLOYEES_PER_SHOP}`;
}

/** The statements, run after the clients: the employees of every shop, then both calendars. */
export function appointmentStatements(scale: Scale): string[] {
  return [
    `INSERT INTO employees (${EMPLOYEE_COLUMNS.join(", ")})
     SELECT c, 'Çalışan ' || k, '+905' || (510000000 + c * 10 + k)::text, 25000.00, 5, current_date - 400, 1, now() - interval '1 year', now() - interval '1 year'
     FROM generate_series(1, ${scale.shops}) c, generate_series(1, ${EMPLOYEES_PER_SHOP}) k`,
    appointmentStatement("appointments", scale),
    appointmentStatement("coiffeurAppointments", scale),
  ];
}
