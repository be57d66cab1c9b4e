import type { ResourceExtension } from "../../engine/crud-routes";
import type { CustomRoutes } from "../../engine/custom-routes";
import { catalogCounters, catalogListExtras } from "./catalog-figures";
import { registerLastService } from "./last-service";
import { barcodeWhenLeftEmpty } from "./next-barcode";
import { registerSizeSeries } from "./size-series";

/** The catalog's own routes beside the generic ones: the next barcode and a product in several sizes at once. */
export const servicesRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/get-last-service", access: "read" },
    { method: "POST", url: "/services/sizes", access: "write", sampleBody: () => ({ name: "Gelinlik", price: "100.00", tax: 18, sizes: [38, 40] }) },
  ],
  async register(app) {
    registerLastService(app);
    registerSizeSeries(app);
  },
};

/**
 * Products and services (spec §2 "Product management"): the cards, category tiles and brands, generated barcodes.
 * Its routes are composed with the other catalog modules' in server/routes/resources/extensions.ts.
 */
export const servicesExtension: ResourceExtension = {
  counters: (repos) => catalogCounters(repos),
  listExtras: catalogListExtras,
  beforeWrite: barcodeWhenLeftEmpty,
};
