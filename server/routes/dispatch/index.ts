/**
 * Products sent to the tailor and the dry cleaner (issue 16; spec §2 "Tailor and dry-cleaning"): the engine's rows of
 * `tailors` and `dry`, booked through server/bookings like a rent, with their counters (now, past, future), the
 * receive-back and payment actions (./actions.ts) and the spec's routes (./routes.ts). Registered in
 * server/routes/resources/extensions.ts.
 */
import { checkGenericBooking } from "../../bookings/generic-writes";
import type { ResourceExtension } from "../../engine/crud-routes";
import { bookingCounters } from "../leases/lease-figures";
import { payDry, releaseDry, releaseTailor, type ReleaseTailorBody } from "./actions";
import { dryRoutes, tailorRoutes } from "./routes";

export const tailorsExtension: ResourceExtension = {
  routes: tailorRoutes,
  counters: (repos) => bookingCounters(repos, "tailors") as unknown as Promise<Record<string, number>>,
  async beforeWrite(context) {
    await checkGenericBooking("tailor", context);
  },
  actions: {
    release: ({ row, body, repos }) => releaseTailor(repos, row, body as unknown as ReleaseTailorBody),
  },
};

export const dryExtension: ResourceExtension = {
  routes: dryRoutes,
  counters: (repos) => bookingCounters(repos, "dry") as unknown as Promise<Record<string, number>>,
  async beforeWrite(context) {
    await checkGenericBooking("dry", context);
  },
  actions: {
    release: ({ row, body, repos }) => releaseDry(repos, row, body as { delivered_date: string }),
    pay: ({ row, body, repos }) => payDry(repos, row, body as { payment_date: string; payment_type?: "cash" | "credit_cart" | "eft" }),
  },
};
