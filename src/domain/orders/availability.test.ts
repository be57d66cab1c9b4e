import { describe, expect, it } from "vitest";
import { availability, clashDates, daysLate, dottedDate, type HeldBooking } from "./availability";

const booking = (lease_id: number, issue_date: string, end_date: string, piece = 1): HeldBooking => ({ lease_id, kind: "lease", issue_date, end_date, piece });
const ask = (bookings: HeldBooking[], options: Partial<{ stock: number; piece: number; turnaroundDays: number; issueDate: string; deliveryDate: string }> = {}) =>
  availability({ stock: 1, piece: 1, turnaroundDays: 1, issueDate: "2027-06-10", deliveryDate: "2027-06-12", bookings, ...options });

describe("availability (day sweep)", () => {
  it("is free with no bookings, and with stock −1 whatever is booked", () => {
    expect(ask([])).toEqual({ available: true, booked: 0, clashes: [] });
    expect(ask([booking(1, "2027-06-10", "2027-06-12", 5)], { stock: -1 })).toEqual({ available: true, booked: 5, clashes: [] });
  });

  it("refuses a booking wholly inside the asked range", () => {
    const verdict = ask([booking(1, "2027-06-11", "2027-06-11")]);
    expect(verdict.available).toBe(false);
    expect(verdict.clashes).toEqual([{ lease_id: 1, kind: "lease", issue_date: "2027-06-11", delivery_date: "2027-06-11", piece: 1 }]);
  });

  it("refuses one that starts before and ends inside", () => {
    expect(ask([booking(1, "2027-06-01", "2027-06-10")], { turnaroundDays: 0 }).available).toBe(false);
  });

  it("refuses one whose turnaround reaches into the asked range, not one whose turnaround ends the day before", () => {
    // Returned (or due) on the 8th, turnaround 2: busy until the 10th, the asked first day.
    expect(ask([booking(1, "2027-06-01", "2027-06-08")], { turnaroundDays: 2 }).available).toBe(false);
    expect(ask([booking(1, "2027-06-01", "2027-06-07")], { turnaroundDays: 2 }).available).toBe(true);
  });

  it("refuses one starting inside the asked range's own turnaround", () => {
    // Asked until the 12th + 1 turnaround day: the 13th is still taken.
    expect(ask([booking(1, "2027-06-13", "2027-06-20")]).available).toBe(false);
    expect(ask([booking(1, "2027-06-14", "2027-06-20")]).available).toBe(true);
    expect(ask([booking(1, "2027-06-13", "2027-06-20")], { turnaroundDays: 0 }).available).toBe(true);
  });

  it("counts units per day against the stock: the peak decides, not the sum over the range", () => {
    // Two bookings that never share a day: at most one unit out on any day.
    const apart = [booking(1, "2027-06-09", "2027-06-10"), booking(2, "2027-06-13", "2027-06-14")];
    expect(ask(apart, { stock: 2, turnaroundDays: 0 })).toMatchObject({ available: true, booked: 1 });
    // On the 11th both hold: two units out, a third does not fit in a stock of 2.
    const together = [booking(1, "2027-06-09", "2027-06-11"), booking(2, "2027-06-11", "2027-06-14")];
    expect(ask(together, { stock: 2, turnaroundDays: 0 })).toMatchObject({ available: false, booked: 2 });
    expect(ask(together, { stock: 3, turnaroundDays: 0 })).toMatchObject({ available: true, booked: 2 });
  });

  it("counts the pieces of a booking and of the asked range", () => {
    expect(ask([booking(1, "2027-06-10", "2027-06-10", 2)], { stock: 3, piece: 1 }).available).toBe(true);
    expect(ask([booking(1, "2027-06-10", "2027-06-10", 2)], { stock: 3, piece: 2 }).available).toBe(false);
    expect(ask([], { stock: 1, piece: 2 }).available).toBe(false);
    expect(ask([], { stock: 0 }).available).toBe(false);
  });

  it("names only the bookings out on an overflowing day, in date order", () => {
    const bookings = [booking(3, "2027-06-12", "2027-06-12"), booking(1, "2027-06-20", "2027-06-25"), booking(2, "2027-06-01", "2027-06-10")];
    const verdict = ask(bookings, { stock: 1, turnaroundDays: 0 });
    expect(verdict.clashes.map((clash) => clash.lease_id)).toEqual([2, 3]);
  });

  it("crosses month and year ends", () => {
    expect(ask([booking(1, "2027-12-31", "2028-01-02")], { issueDate: "2028-01-02", deliveryDate: "2028-01-03", turnaroundDays: 0 }).available).toBe(false);
    expect(ask([booking(1, "2028-02-27", "2028-02-28")], { issueDate: "2028-03-01", deliveryDate: "2028-03-01", turnaroundDays: 1 }).available).toBe(true);
    expect(ask([booking(1, "2028-02-27", "2028-02-28")], { issueDate: "2028-03-01", deliveryDate: "2028-03-01", turnaroundDays: 2 }).available).toBe(false);
  });

  it("writes days as DD.MM.YYYY", () => {
    expect(dottedDate("2027-06-01")).toBe("01.06.2027");
    expect(clashDates([{ issue_date: "2027-06-01", delivery_date: "2027-06-03" }, { issue_date: "2027-06-05", delivery_date: "2027-06-05" }])).toBe("01.06.2027–03.06.2027, 05.06.2027–05.06.2027");
  });

  it("counts the days a take-back is late, none on time or early, across month ends", () => {
    expect(daysLate("2027-06-10", "2027-06-10")).toBe(0);
    expect(daysLate("2027-06-10", "2027-06-08")).toBe(0);
    expect(daysLate("2027-06-10", "2027-06-13")).toBe(3);
    expect(daysLate("2028-02-28", "2028-03-01")).toBe(2);
  });
});
