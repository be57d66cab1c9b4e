import { describe, expect, it } from "vitest";
import { PERMISSION_FLAGS } from "../../../domain/permissions";
import { grantableFlags, PERMISSION_GROUPS } from "./permission-groups";

describe("permission groups", () => {
  it("place each of the 17 flags in exactly one group", () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.flags);
    expect([...grouped].sort()).toEqual([...PERMISSION_FLAGS].sort());
  });

  it("offer year/size and product images only when the company has them", () => {
    expect(grantableFlags({})).not.toContain("yearsize_permission");
    expect(grantableFlags({ yearsize_permission: true })).toContain("yearsize_permission");
    expect(grantableFlags({ yearsize_permission: true })).not.toContain("productimage_permission");
    expect(grantableFlags({})).toHaveLength(15);
  });
});
