import type { ResourceExtension } from "../../engine/crud-routes";
import { addStock } from "./add-stock";
import { arrivalDateRoutes } from "./arrival-date-routes";
import { barcodeLabelRoute } from "./barcode-label-route";
import { upcomingCounters } from "./counters";

/** Upcoming products (`newservices`): the addStock action, the list's cards and a product's barcode label. */
export const newservicesExtension: ResourceExtension = {
  actions: { addStock },
  counters: upcomingCounters,
  routes: barcodeLabelRoute,
  // Nothing has arrived when the order is recorded (the client may not send stock: it is read-only).
  async beforeWrite(context) {
    if (context.action === "create" && context.values) context.values.stock = 0;
  },
};

/** Their arrival dates (`newservice_dates`): deleted one by one by the spec's path. */
export const newserviceDatesExtension: ResourceExtension = { routes: arrivalDateRoutes };
