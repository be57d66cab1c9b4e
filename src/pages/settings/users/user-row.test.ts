import { describe, expect, it } from "vitest";
import { canDeleteUser, canSetPassword } from "./user-row";

describe("who may be deleted", () => {
  it("is nobody's own account and never the shop's first user", () => {
    expect(canDeleteUser({ id: 5, first_user: false }, 5)).toBe(false);
    expect(canDeleteUser({ id: 1, first_user: true }, 5)).toBe(false);
    expect(canDeleteUser({ id: 6, first_user: false }, 5)).toBe(true);
  });
});

describe("whose password may be set from the users list", () => {
  it("is everyone's but one's own", () => {
    expect(canSetPassword({ id: 5 }, 5)).toBe(false);
    expect(canSetPassword({ id: 6 }, 5)).toBe(true);
  });
});
