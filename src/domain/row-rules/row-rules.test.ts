import { describe, expect, it } from "vitest";
import { allFlags } from "../permissions";
import { CONTRACT_EDIT_FROM, fieldRulesOf, rowCan } from ".";

const caller = { companyId: 7, userId: 3, roles: ["user" as const], first_user: false, permissions: { ...allFlags(false), tailor_permission: true } };

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
    // The server's rows carry a Date.
    expect(rowCan({ created_at: new Date("2024-12-02T10:00:00Z") }, caller, rules).update).toBe(false);
    expect(rowCan({ created_at: new Date("2025-01-10T09:00:00Z") }, caller, rules).update).toBe(true);
  });
});

describe("the shop's users", () => {
  const owner = { id: 1, company_id: 7, first_user: true };
  const self = { id: 3, company_id: 7, first_user: false };
  const staff = { id: 4, company_id: 7, first_user: false };

  it("are deleted by nobody when they are the owner or oneself", () => {
    const rules = { delete: "notFirstUserNorSelf" } as const;
    expect([owner, self, staff].map((row) => rowCan(row, caller, rules).delete)).toEqual([false, false, true]);
  });

  it("get a new password from the list except one's own", () => {
    const rules = { actions: { setPassword: { when: "notSelf" } } } as const;
    expect([owner, self, staff].map((row) => rowCan(row, caller, rules).setPassword)).toEqual([true, false, true]);
  });

  it("keep the owner's flags: a field rule answers update:<field>, and never more than the row's own update", () => {
    const rules = { update: "active", fields: fieldRulesOf({ sms_permission: { "x-update-when": "notFirstUser" }, name: {} }) } as const;
    expect(rules.fields).toEqual({ sms_permission: "notFirstUser" });
    expect(rowCan(owner, caller, rules)).toEqual({ update: true, delete: true, "update:sms_permission": false });
    expect(rowCan(staff, caller, rules)["update:sms_permission"]).toBe(true);
    expect(rowCan({ ...staff, is_active: false }, caller, rules)["update:sms_permission"]).toBe(false);
  });
});
