import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { membershipOf } from "./membership";

const today = dayjs("2025-03-10T15:30:00");

describe("membership state", () => {
  it("counts whole days left to the expiration date", () => {
    const membership = membershipOf({ expiration_date: "2025-04-10", is_frozen: false, created_at: "2024-01-01" }, today);
    expect(membership.status).toBe("active");
    expect(membership.daysLeft).toBe(31);
    expect(membership.expiresOn?.format("YYYY-MM-DD")).toBe("2025-04-10");
  });

  it("treats an expiry more than a century away (9999-12-31) as none: no date, no days left", () => {
    const membership = membershipOf({ expiration_date: "9999-12-31", is_frozen: false, created_at: "2020-01-01" }, today);
    expect(membership).toMatchObject({ status: "active", expiresOn: null, daysLeft: null });
  });

  it("is on trial while the expiration is the 14 days after sign-up", () => {
    const membership = membershipOf({ expiration_date: "2025-03-20", is_frozen: false, created_at: "2025-03-06T09:00:00" }, today);
    expect(membership).toMatchObject({ status: "trial", daysLeft: 10 });
  });

  it("has expired once the date has passed, but not on the last day itself", () => {
    expect(membershipOf({ expiration_date: "2025-03-09", is_frozen: false }, today)).toMatchObject({ status: "expired", daysLeft: null });
    expect(membershipOf({ expiration_date: "2025-03-10", is_frozen: false }, today)).toMatchObject({ status: "active", daysLeft: 0 });
  });

  it("shows frozen before anything else", () => {
    expect(membershipOf({ expiration_date: "2025-03-01", is_frozen: true }, today).status).toBe("frozen");
  });

  it("has no days left to show without an expiration date", () => {
    expect(membershipOf({ expiration_date: null, is_frozen: false }, today)).toMatchObject({ status: "active", expiresOn: null, daysLeft: null });
  });
});
