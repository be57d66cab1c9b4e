import type { ActionHandler } from "../../engine/action-routes";
import { invalid } from "../../errors";
import { translate } from "../../i18n";
import { assertDayOpen } from "../accountings/day-guard";
import { kurusOf, moneyText } from "../accountings/record-money";
import { createAudited } from "../accountings/settle";
import { salaryCategoryId } from "./salary-category";

const TITLE_LENGTH = 120;

/**
 * 'Maaş Öde' and 'Avans Ver' (spec §2 "Employees", §7 `pay-advance`): an expense record of kind salary or advance
 * naming the employee, in the shop's 'Maaşlar' category, written and audited in the action's unit of work with the
 * employee's row locked. A closed day refuses it (409), as it refuses any record. The answer is the employee's row,
 * whose `remeaning_payment` then counts it.
 */
const payment =
  (kind: "salary" | "advance"): ActionHandler =>
  async ({ row, body, repos }) => {
    const price = kurusOf(body.price);
    if (price <= 0) throw invalid("price", "server.accounting.priceMin");
    await assertDayOpen(repos, body.date);
    const title = translate("tr", kind === "salary" ? "server.employees.salaryTitle" : "server.employees.advanceTitle", { name: String(row.full_name ?? "") });
    await createAudited(repos, {
      kind,
      type: "expense",
      employee_id: row.id,
      title: title.slice(0, TITLE_LENGTH),
      date: body.date,
      price: moneyText(price),
      payment_type: body.payment_type,
      type_of_payment: "one_time",
      category_id: await salaryCategoryId(repos),
      description: body.description ?? null,
    });
  };

export const paySalary = payment("salary");
export const payAdvance = payment("advance");
