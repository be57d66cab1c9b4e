import { describe, expect, it } from "vitest";
import { leaseFilterBounds, matchesLeaseFilter, type LeaseFilter } from "./leaseFilters";

const today = "2024-06-10";
const leases = {
  returnedLastWeek: { issue_date: "2024-06-01", delivery_date: "2024-06-05" },
  outNow: { issue_date: "2024-06-08", delivery_date: "2024-06-12" },
  issuedToday: { issue_date: "2024-06-10", delivery_date: "2024-06-15" },
  dueToday: { issue_date: "2024-06-03", delivery_date: "2024-06-10" },
  upcoming: { issue_date: "2024-06-20", delivery_date: "2024-06-22" },
};

function matching(filter: LeaseFilter): string[] {
  return Object.entries(leases)
    .filter(([, lease]) => matchesLeaseFilter(lease, filter, today))
    .map(([name]) => name);
}

describe("lease filters", () => {
  it("now: out on rent today", () => {
    expect(matching("now")).toEqual(["outNow", "issuedToday", "dueToday"]);
  });

  it("past: delivery date before today", () => {
    expect(matching("past")).toEqual(["returnedLastWeek"]);
  });

  it("future: issue date after today", () => {
    expect(matching("future")).toEqual(["upcoming"]);
  });

  it("todayissue and todaydelivery: issued or due back today", () => {
    expect(matching("todayissue")).toEqual(["issuedToday"]);
    expect(matching("todaydelivery")).toEqual(["dueToday"]);
  });

  it("describes each filter as inclusive column bounds for SQL", () => {
    expect(leaseFilterBounds("now", today)).toEqual({ issueDate: { to: today }, deliveryDate: { from: today } });
    expect(leaseFilterBounds("past", today)).toEqual({ deliveryDate: { to: "2024-06-09" } });
    expect(leaseFilterBounds("future", today)).toEqual({ issueDate: { from: "2024-06-11" } });
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => leaseFilterBounds("now", "10.06.2024")).toThrow(RangeError);
  });
});
