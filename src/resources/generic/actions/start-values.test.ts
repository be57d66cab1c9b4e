import { describe, expect, it } from "vitest";
import { actionBodySchema, type ResourceSchema } from "../../../engine";
import { employees } from "../../../schemas/employees.schema";
import { startValues } from "./start-values";

const schema = employees as unknown as ResourceSchema;
const row = { id: 3, full_name: "Ayşe Yılmaz", salary: "20000.00", remeaning_payment: "15000.00" };

describe("an action form's start values (x-ui.start)", () => {
  it("starts a salary payment on the company's day with what is left of the month's salary", () => {
    expect(startValues(actionBodySchema(schema, "pay_salary")!, row, "2026-11-24")).toEqual({ date: "2026-11-24", price: "15000.00" });
  });

  it("starts an advance on the day alone: its amount is the user's to choose", () => {
    expect(startValues(actionBodySchema(schema, "pay_advance")!, row, "2026-11-24")).toEqual({ date: "2026-11-24" });
  });

  it("leaves a field to its default when the row does not answer the column", () => {
    expect(startValues(actionBodySchema(schema, "pay_salary")!, { id: 3 }, "2026-11-24")).toEqual({ date: "2026-11-24" });
  });
});
