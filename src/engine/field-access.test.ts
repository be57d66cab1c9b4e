import { describe, expect, it } from "vitest";
import { gizmos } from "../../server/engine/__fixtures__/gadgets.schema";
import { users } from "../schemas/users.schema";
import { fieldAllowed, fieldOffered } from "./field-access";
import { fieldByName } from "./fields";
import type { ResourceSchema } from "./types";

const schema = gizmos as unknown as ResourceSchema;

describe("x-permission fields", () => {
  it("exist only for users holding the flag", () => {
    const size = fieldByName(schema, "size");
    expect(size.permission).toBe("yearsize_permission");
    expect(fieldAllowed(size, { yearsize_permission: true })).toBe(true);
    expect(fieldAllowed(size, { yearsize_permission: false })).toBe(false);
    expect(fieldAllowed(size, {})).toBe(false);
    // Nobody is known to hold it while the identity loads.
    expect(fieldAllowed(size, undefined)).toBe(false);
  });

  it("leave every other field alone", () => {
    expect(fieldAllowed(fieldByName(schema, "name"), undefined)).toBe(true);
  });
});

describe("fields a form offers", () => {
  const userSchema = users as unknown as ResourceSchema;

  it("asks a create-only field (a new user's password) on create only", () => {
    const password = fieldByName(userSchema, "password");
    expect(fieldOffered(password, "create", {})).toBe(true);
    expect(fieldOffered(password, "edit", {})).toBe(false);
    expect(fieldOffered(fieldByName(userSchema, "name"), "edit", {})).toBe(true);
  });

  it("offers a company-granted flag only where the signed-in company holds it", () => {
    const yearSize = fieldByName(userSchema, "yearsize_permission");
    expect(fieldOffered(yearSize, "create", { yearsize_permission: true })).toBe(true);
    expect(fieldOffered(yearSize, "edit", { yearsize_permission: false })).toBe(false);
    expect(fieldOffered(yearSize, "edit", undefined)).toBe(false);
    expect(fieldOffered(fieldByName(userSchema, "sms_permission"), "edit", undefined)).toBe(true);
  });
});
