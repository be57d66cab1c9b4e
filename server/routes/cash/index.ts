import type { FastifyInstance } from "fastify";
import type { CustomRoutes } from "../../engine/custom-routes";
import { registerSafe } from "./safe";

/**
 * The cash box of the accounting records ('kasa', spec §2 "Accounting and cash"): its figures, its Excel and PDF.
 * Routes of `accountings`, so its flag (safe_permission) guards them and the suites over every resource check them.
 */
export const cashRoutes: CustomRoutes = {
  declared: [
    // The suites' row is dated by its sample values: the cash box of that day holds it.
    { method: "GET", url: "/safe", access: "read", sampleQuery: (row) => ({ date: String(row.date) }) },
  ],
  async register(app: FastifyInstance) {
    await registerSafe(app);
  },
};
