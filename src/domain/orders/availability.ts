/**
 * Whether more units of a product can be out over a range of days (issue 15): a pure day sweep over ISO dates,
 * used by server/bookings under the product's lock and by `GET /api/availability`.
 *
 * A booking (a rent, the tailor, dry cleaning) holds its `piece` units from its issue date to its end (the
 * delivery date, or the delivered date once it came back) plus the shop's turnaround days. The asked range holds
 * its units from its issue date to its delivery date plus the turnaround too. A day on which the units held plus
 * the asked ones exceed the stock refuses; stock −1 (unlimited) never does.
 */
import { addDays, type IsoDate } from "../periods/plainDate";
import type { BookingClash, BookingKind } from "./api";

/** Unlimited stock (src/schemas/services.schema.ts). */
export const UNLIMITED = -1;

/** Another booking of the product, with the last day it is out (before the turnaround). */
export interface HeldBooking {
  lease_id: number;
  kind: BookingKind;
  issue_date: IsoDate;
  /** Its delivery date, or its delivered date once returned. */
  end_date: IsoDate;
  piece: number;
}

export interface AvailabilityQuestion {
  stock: number;
  piece: number;
  issueDate: IsoDate;
  deliveryDate: IsoDate;
  turnaroundDays: number;
  bookings: readonly HeldBooking[];
}

export interface AvailabilityVerdict {
  available: boolean;
  /** Units already out on the busiest day of the asked range (turnaround included). */
  booked: number;
  /** The bookings out on a day the asked units would not fit (none when available). */
  clashes: BookingClash[];
}

/** The last day a booking keeps the product from going out again. */
export const heldUntil = (end: IsoDate, turnaroundDays: number): IsoDate => addDays(end, Math.max(0, turnaroundDays));

/** The days (inclusive, ISO) the asked range needs the product: issue to delivery + turnaround. */
export function neededRange(issueDate: IsoDate, deliveryDate: IsoDate, turnaroundDays: number): { from: IsoDate; to: IsoDate } {
  return { from: issueDate, to: heldUntil(deliveryDate, turnaroundDays) };
}

/** Whether the booking holds units on the day. ISO dates compare as text. */
const holds = (booking: HeldBooking, day: IsoDate, turnaroundDays: number) =>
  booking.issue_date <= day && day <= heldUntil(booking.end_date, turnaroundDays);

/** The day sweep: the peak of units held over the asked range, and the bookings behind each overflowing day. */
export function availability(question: AvailabilityQuestion): AvailabilityVerdict {
  const { stock, piece, turnaroundDays, bookings } = question;
  const { from, to } = neededRange(question.issueDate, question.deliveryDate, turnaroundDays);
  let booked = 0;
  // Keyed by kind and id: each booking resource numbers its own rows.
  const clashing = new Map<string, HeldBooking>();
  const relevant = bookings.filter((booking) => booking.issue_date <= to && heldUntil(booking.end_date, turnaroundDays) >= from);
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const out = relevant.filter((booking) => holds(booking, day, turnaroundDays));
    const units = out.reduce((sum, booking) => sum + booking.piece, 0);
    booked = Math.max(booked, units);
    if (stock !== UNLIMITED && units + piece > stock) for (const booking of out) clashing.set(`${booking.kind}:${booking.lease_id}`, booking);
  }
  if (stock === UNLIMITED) return { available: true, booked, clashes: [] };
  const clashes = [...clashing.values()]
    .sort((a, b) => (a.issue_date < b.issue_date ? -1 : a.issue_date > b.issue_date ? 1 : a.lease_id - b.lease_id))
    .map((booking) => ({ lease_id: booking.lease_id, kind: booking.kind, issue_date: booking.issue_date, delivery_date: booking.end_date, piece: booking.piece }));
  return { available: booked + piece <= stock, booked, clashes };
}

/** DD.MM.YYYY, as a Turkish, German or Kurmanji reader writes a day. */
export function dottedDate(date: IsoDate): string {
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year}`;
}

/** The clashing bookings' days for a refusal's message: "01.06.2027–03.06.2027, 05.06.2027–05.06.2027". */
export function clashDates(clashes: readonly Pick<BookingClash, "issue_date" | "delivery_date">[]): string {
  return clashes.map((clash) => `${dottedDate(clash.issue_date)}–${dottedDate(clash.delivery_date)}`).join(", ");
}

/** Days a take-back came after the delivery date (0 on time or early): what a late fee is charged for. */
export function daysLate(deliveryDate: IsoDate, deliveredDate: IsoDate): number {
  let days = 0;
  for (let day = deliveryDate; day < deliveredDate; day = addDays(day, 1)) days += 1;
  return days;
}
