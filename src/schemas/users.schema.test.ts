import { describe, expect, it } from "vitest";
import { PERMISSION_FLAGS } from "../domain/permissions";
import { users } from "./users.schema";

const properties = users.properties as Record<string, Record<string, unknown>>;

describe("the users schema", () => {
  it("has a switch in the permissions section for each of the 17 flags, locked on the owner's row", () => {
    const flags = Object.keys(properties).filter((field) => (properties[field]["x-ui"] as { section?: string } | undefined)?.section === "permissions");
    expect([...flags].sort()).toEqual([...PERMISSION_FLAGS].sort());
    for (const flag of flags) expect(properties[flag], flag).toMatchObject({ type: "boolean", "x-update-when": "notFirstUser" });
  });

  it("lets only year/size and product images depend on the company's own grant", () => {
    const granted = Object.entries(properties).filter(([, property]) => property["x-company-flag"] !== undefined);
    expect(granted).toEqual([
      ["yearsize_permission", expect.objectContaining({ "x-company-flag": "yearsize_permission" })],
      ["productimage_permission", expect.objectContaining({ "x-company-flag": "productimage_permission" })],
    ]);
  });

  it("asks name, phone and email always, a password and its confirmation on create only, never answering them", () => {
    expect(users.required).toEqual(["name", "phone", "email", "password", "password_confirmation"]);
    for (const field of ["password", "password_confirmation"]) expect(properties[field], field).toMatchObject({ writeOnly: true, "x-create-only": true });
  });
});
