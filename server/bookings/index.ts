/**
 * server/bookings (issue 15): the one place that decides whether a product may be out over a range of days, and
 * writes or moves its bookings (leases of every kind) under the product's row lock. See ./types.ts.
 */
import type { AvailabilityAnswer, BookingClash, BookingKind, BookingRefusal } from "../../src/domain/orders/api";
import { availability, clashDates, neededRange } from "../../src/domain/orders/availability";
import type { Repositories, Row } from "../data";
import { AnsweredError, AppError, invalid } from "../errors";
import { translate, type Language } from "../i18n";
import { companyToday } from "../routes/accountings/day-guard";
import type { BookingRange, Bookings } from "./types";

/** The resource whose rows are bookings of each kind (`x-resource.booking`; src/schemas/booking-resources.test.ts). */
export const BOOKING_RESOURCES: Record<BookingKind, string> = { lease: "leases", tailor: "tailors", dry: "dry" };

/** The i18n key of a refusal whose clash is a product still at the tailor or the dry cleaner. */
const CLASH_KEYS: Record<BookingKind, string> = { lease: "server.bookings.clash", tailor: "server.bookings.clashAtTailor", dry: "server.bookings.clashAtDry" };

/** The turnaround days a shop that never saved its rental settings has (src/schemas/rental_settings.schema.ts). */
export const DEFAULT_TURNAROUND_DAYS = 1;

/** The i18n key of a refusal's message: '“Gelinlik A” bu tarihlerde müsait değil: 01.06.2027–03.06.2027'. */
export const BOOKING_CLASH = "server.bookings.clash";

/**
 * A booking the product's stock cannot hold: thrown inside the unit of work (which it undoes), answered 409 with
 * the `BookingRefusal` body in the caller's language by the error handler (server/plugins/errors.ts).
 */
export class BookingRefused extends AnsweredError {
  readonly statusCode = 409 as const;
  constructor(
    readonly field: string,
    readonly serviceId: number,
    readonly serviceName: string,
    readonly clashes: BookingClash[],
  ) {
    super(`booking refused: service ${serviceId} on ${clashDates(clashes)}`);
    this.name = "BookingRefused";
  }

  answer(lang: Language): BookingRefusal {
    // A product at the tailor or the cleaner says so: it is not back on the rail until it is received back.
    const away = this.clashes.find((clash) => clash.kind !== "lease");
    const message = translate(lang, away ? CLASH_KEYS[away.kind] : BOOKING_CLASH, { product: this.serviceName, dates: clashDates(this.clashes) });
    return { message, code: "bookingClash", field: this.field, service_id: this.serviceId, service_name: this.serviceName, clashes: this.clashes, errors: { [this.field]: [message] } };
  }
}

/** The refusal's JSON schema, for the 409 answer of a route that books. */
export const bookingRefusalSchema = {
  type: "object",
  properties: {
    message: { type: "string" },
    code: { type: "string", enum: ["bookingClash"] },
    field: { type: "string" },
    service_id: { type: "integer" },
    service_name: { type: "string" },
    clashes: {
      type: "array",
      items: {
        type: "object",
        properties: { lease_id: { type: "integer" }, kind: { type: "string" }, issue_date: { type: "string" }, delivery_date: { type: "string" }, piece: { type: "integer" } },
        required: ["lease_id", "kind", "issue_date", "delivery_date", "piece"],
      },
    },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
  required: ["message", "code", "field", "service_id", "service_name", "clashes", "errors"],
} as const;

/** The shop's turnaround days (rental_settings, a singleton; 1 until it is saved). */
export async function turnaroundDaysOf(repos: Repositories): Promise<number> {
  const settings = await repos.resource("rental_settings").single();
  const days = settings?.turnaround_days;
  return typeof days === "number" && Number.isInteger(days) && days >= 0 ? days : DEFAULT_TURNAROUND_DAYS;
}

/** The answer for a product row already read (locked or not): a fresh read of its bookings, then the day sweep. */
async function answerFor(repos: Repositories, product: Row, asked: BookingRange): Promise<AvailabilityAnswer> {
  // A piece left out is one unit.
  const range = { ...asked, piece: Number.isInteger(asked.piece) && asked.piece > 0 ? asked.piece : 1 };
  if (range.deliveryDate < range.issueDate) throw invalid("delivery_date", "server.bookings.deliveryBeforeIssue");
  const turnaroundDays = await turnaroundDaysOf(repos);
  const stock = Number(product.stock ?? -1);
  const { from, to } = neededRange(range.issueDate, range.deliveryDate, turnaroundDays);
  const bookings = await repos.bookings.held({
    serviceId: range.serviceId,
    from,
    to,
    turnaroundDays,
    today: await companyToday(repos),
    excludeLeaseIds: range.excludeLeaseIds,
    excludeProcessId: range.excludeProcessId,
    excludeBookings: range.excludeBookings,
  });
  const verdict = availability({ stock, piece: range.piece, issueDate: range.issueDate, deliveryDate: range.deliveryDate, turnaroundDays, bookings });
  return { available: verdict.available, stock, booked: verdict.booked, turnaround_days: turnaroundDays, clashes: verdict.clashes };
}

/** The product's row, locked for the rest of the unit of work; a missing or binned one is a 422 on `field`. */
export async function lockProduct(repos: Repositories, serviceId: number, field: string): Promise<Row> {
  const product = await repos.resource("services").get(serviceId, { forUpdate: true });
  if (!product) throw invalid(field, "server.bookings.noProduct");
  return product;
}

/**
 * Locks the product and checks the range after the lock (a statement of its own: it sees the bookings that
 * committed while it waited); refuses with `BookingRefused` on `field`. What `book` does before it writes, for
 * writers whose row the engine writes itself (the generic `POST /leases`).
 */
export async function lockAndCheck(repos: Repositories, range: BookingRange & { field: string }): Promise<AvailabilityAnswer> {
  const product = await lockProduct(repos, range.serviceId, range.field);
  const answer = await answerFor(repos, product, range);
  if (!answer.available) throw new BookingRefused(range.field, range.serviceId, String(product.name ?? ""), answer.clashes);
  return answer;
}

export const bookings: Bookings = {
  async check(repos, range) {
    const product = await repos.resource("services").get(range.serviceId);
    if (!product) throw new AppError(404, "server.errors.notFound");
    return answerFor(repos, product, range);
  },

  async book(repos, range) {
    await lockAndCheck(repos, range);
    return repos.resource(BOOKING_RESOURCES[range.kind]).create({
      status: "active",
      ...range.values,
      service_id: range.serviceId,
      issue_date: range.issueDate,
      delivery_date: range.deliveryDate,
      piece: Number.isInteger(range.piece) && range.piece > 0 ? range.piece : 1,
    });
  },

  async move(repos, leaseId, change) {
    const resource = BOOKING_RESOURCES[change.kind ?? "lease"];
    // The booking first, then its product (the order every booking writer keeps).
    const current = await repos.resource(resource).get(leaseId, { forUpdate: true });
    if (!current) throw new AppError(404, "server.errors.notFound");
    const serviceId = Number(current.service_id);
    const issueDate = change.issueDate ?? String(current.issue_date);
    await lockAndCheck(repos, {
      serviceId,
      issueDate,
      deliveryDate: change.deliveryDate,
      piece: Number(current.piece ?? 1),
      ...(change.kind && change.kind !== "lease" ? { excludeBookings: [{ kind: change.kind, id: leaseId }] } : { excludeLeaseIds: [leaseId] }),
      field: change.field,
    });
    const moved = await repos.resource(resource).update(leaseId, { issue_date: issueDate, delivery_date: change.deliveryDate });
    if (!moved || typeof moved === "symbol") throw new AppError(404, "server.errors.notFound");
    return moved;
  },
};

export type { BookingRange, Bookings } from "./types";
