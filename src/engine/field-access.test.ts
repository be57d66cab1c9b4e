import { describe, expect, it } from "vitest";
import { gizmos } from "../../server/engine/__fixtures__/gadgets.schema";
import { fieldAllowed } from "./field-access";
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
