import type { FastifyInstance } from "fastify";
import type { Row } from "../../data";
import type { Actor } from "../../test/fixtures";

/**
 * A shop's staff and what they did, for the report's tests: employees through the API (as the shop adds them), leave
 * through the employees' permits route, commission entries and salary/advance records straight through the
 * company's repositories with known figures (the report sums rows, whatever writes them).
 */
export function staffOf(app: FastifyInstance, actor: Actor) {
  const repos = app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  const post = async (url: string, payload: object): Promise<Row> => {
    const response = await app.inject({ method: "POST", url: `/api${url}`, headers: actor.headers, payload });
    if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  return {
    employee: (full_name: string, extra: Row = {}) => post("/employees", { full_name, salary: "15000.00", commission: 10, ...extra }),
    leave: (employee: Row, start_at: string, daycount: number) => post(`/employees/${employee.id}/permits`, { start_at, daycount }),
    commission: (employee: Row, date: string, type: "sale" | "rent", total_price: string, rate: number, commission: string) =>
      repos.resource("commissions").create({ employee_id: employee.id, date, type, total_price, rate, commission }),
    /** A salary or advance record: an expense of the shop naming the employee. */
    paid: (employee: Row, kind: "salary" | "advance", date: string, price: string) =>
      repos.resource("accountings").create({ kind, type: "expense", employee_id: employee.id, date, price, payment_type: "cash", type_of_payment: "one_time", title: `${String(employee.full_name)} ${kind}` }),
    remove: (employee: Row) => app.inject({ method: "DELETE", url: `/api/employees/${employee.id}`, headers: actor.headers }),
  };
}

/**
 * March 2026 of a shop with three live employees and one in the bin (Istanbul clock):
 * - Cem Yılmaz: nothing.
 * - Çiğdem Arslan: a sale of 200.00 (20.00 commission), one day of leave on 2 March.
 * - Zeynep Öztürk: a sale of 1000.00 (100.00) and a rent of 2500.50 (300.06) in March, a sale of 999.99 (99.99) on
 *   1 April; four days of leave from 30 March (two in March, two in April); an advance of 1000.00 and the salary of
 *   15000.00 in March, an advance of 500.00 on 28 February.
 * - Ayşe Silinmiş (in the bin): a rent of 100.00 on 3 March.
 */
export async function seedStaff(app: FastifyInstance, actor: Actor) {
  const staff = staffOf(app, actor);
  const zeynep = await staff.employee("Zeynep Öztürk", { is_sale: true, commission: 12 });
  const cem = await staff.employee("Cem Yılmaz");
  const cigdem = await staff.employee("Çiğdem Arslan", { is_sale: true });
  const ayse = await staff.employee("Ayşe Silinmiş");
  await staff.commission(zeynep, "2026-03-05", "sale", "1000.00", 10, "100.00");
  await staff.commission(zeynep, "2026-03-20", "rent", "2500.50", 12, "300.06");
  await staff.commission(zeynep, "2026-04-01", "sale", "999.99", 10, "99.99");
  await staff.leave(zeynep, "2026-03-30", 4);
  await staff.paid(zeynep, "advance", "2026-03-10", "1000.00");
  await staff.paid(zeynep, "salary", "2026-03-31", "15000.00");
  await staff.paid(zeynep, "advance", "2026-02-28", "500.00");
  await staff.commission(cigdem, "2026-03-15", "sale", "200.00", 10, "20.00");
  await staff.leave(cigdem, "2026-03-02", 1);
  await staff.commission(ayse, "2026-03-03", "rent", "100.00", 10, "10.00");
  await staff.remove(ayse);
  return { zeynep, cem, cigdem, ayse };
}
