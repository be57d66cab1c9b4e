import type { BookingKind } from "../../src/domain/orders/api";
import type { Row } from "../data";
import type { WriteContext } from "../engine/crud-routes";
import { lockAndCheck } from ".";

/** The range a booking's row holds, as the bookings module reads it. */
export const rangeOf = (values: Row, before?: Row) => ({
  serviceId: Number(values.service_id ?? before?.service_id),
  issueDate: String(values.issue_date ?? before?.issue_date),
  deliveryDate: String(values.delivery_date ?? before?.delivery_date),
  piece: Number(values.piece ?? before?.piece ?? 1),
});

const RANGE_FIELDS = ["service_id", "issue_date", "delivery_date", "piece"] as const;

/**
 * A booking written by the generic routes of its resource (`x-resource.booking`) is booked like any other: on
 * create it starts active, the product is locked and the range checked (409 on a clash, on `service_id`); a change
 * of its product, days or pieces while it is out is checked without itself. Returns whether it checked.
 */
export async function checkGenericBooking(kind: BookingKind, context: WriteContext): Promise<boolean> {
  const { action, values, before, repos } = context;
  if (!values || (action !== "create" && action !== "update")) return false;
  if (action === "create") {
    values.status = "active";
    await lockAndCheck(repos, { ...rangeOf(values), field: "service_id" });
    return true;
  }
  const moved = RANGE_FIELDS.some((field) => field in values && String(values[field]) !== String(before?.[field]));
  if (!moved || before?.status !== "active") return false;
  const own = kind === "lease" ? { excludeLeaseIds: [before.id as number] } : { excludeBookings: [{ kind, id: before.id as number }] };
  const field = "issue_date" in values && values.issue_date !== before.issue_date ? "issue_date" : "delivery_date";
  await lockAndCheck(repos, { ...rangeOf(values, before), ...own, field });
  return true;
}
