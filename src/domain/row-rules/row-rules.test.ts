import { describe, expect, it } from "vitest";
import { allFlags } from "../permissions";
import { CONTRACT_EDIT_FROM, rowCan } from ".";

const caller = { companyId: 7, roles: ["user" as const], first_user: false, permissions: { ...allFlags(false), tailor_permission: true } };

describe("rowCan", () => {
  it("allows change and delete of an own row without rules", () => {
    expect(rowCan({ company_id: 7 }, caller, {})).toEqual({ update: true, delete: true });
  });

  it("allows nothing on another company's row", () => {
    expect(rowCan({ company_id: 8, is_active: true }, caller, { actions: { complete: {} } })).toEqual({ update: false, delete: false, complete: false });
  });

  it("applies the named rules and each action's flag", () => {
    const rules = { update: "active", actions: { complete: { when: "active" }, pay: { permission: "salary_permission" }, send: { permission: "tailor_permission" } } } as const;
    expect(rowCan({ company_id: 7, is_active: true }, caller, rules)).toEqual({ update: true, delete: true, complete: true, pay: false, send: true });
    expect(rowCan({ company_id: 7, is_active: false }, caller, rules)).toMatchObject({ update: false, complete: false });
  });

  it("lets contracts be edited only from the spec's date on", () => {
    const rules = { update: "contractEditable" } as const;
    expect(rowCan({ date: CONTRACT_EDIT_FROM }, caller, rules).update).toBe(true);
    expect(rowCan({ date: "2024-12-02" }, caller, rules).update).toBe(false);
    expect(rowCan({ created_at: "2025-01-10T09:00:00.000Z" }, caller, rules).update).toBe(true);
  });
});
