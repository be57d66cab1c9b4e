import { describe, expect, it } from "vitest";
import { EMPLOYEE_KINDS } from "../../schemas/accountings.schema";
import { allFlags } from "../permissions";
import { ROW_RULES, type RuleCaller } from ".";
import { EMPLOYEE_PAY_KINDS } from "./employee-pay";

const caller = (salary: boolean): RuleCaller => ({ roles: ["user"], first_user: false, permissions: { ...allFlags(true), salary_permission: salary }, companyId: 1, userId: 1 });

describe("accounting records' row rules about employees' pay", () => {
  it("knows the kinds the accounting schema pays to employees", () => {
    expect([...EMPLOYEE_PAY_KINDS]).toEqual([...EMPLOYEE_KINDS]);
  });

  it("editableRecord: a salary or an advance is never changed by hand; other records while their day is open", () => {
    expect(ROW_RULES.editableRecord({ kind: "expense", day_closed: false })).toBe(true);
    expect(ROW_RULES.editableRecord({ kind: "expense", day_closed: true })).toBe(false);
    expect(ROW_RULES.editableRecord({ kind: "salary", day_closed: false })).toBe(false);
    expect(ROW_RULES.editableRecord({ kind: "advance", day_closed: false })).toBe(false);
  });

  it("deletableRecord: a salary or an advance of an open day only by a user holding salary_permission", () => {
    expect(ROW_RULES.deletableRecord({ kind: "advance", day_closed: false }, caller(true))).toBe(true);
    expect(ROW_RULES.deletableRecord({ kind: "advance", day_closed: false }, caller(false))).toBe(false);
    expect(ROW_RULES.deletableRecord({ kind: "salary", day_closed: true }, caller(true))).toBe(false);
    expect(ROW_RULES.deletableRecord({ kind: "income", day_closed: false }, caller(false))).toBe(true);
  });
});
