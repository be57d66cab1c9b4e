import type { FastifyInstance } from "fastify";
import type { CustomRoutes } from "../../engine/custom-routes";
import { registerCashFiles } from "./files";
import { registerSafe } from "./safe";

/**
 * The cash box of the accounting records ('kasa', spec §2 "Accounting and cash"): its figures, its Excel and PDF.
 * Routes of `accountings`, so its flag (safe_permission) guards them and the suites over every resource check them.
 */
export const cashRoutes: CustomRoutes = {
  declared: [
    // The suites' row is dated by its sample values: the cash box of that day holds it.
    { method: "GET", url: "/safe", access: "read", sampleQuery: (row) => ({ date: String(row.date) }) },
    { method: "GET", url: "/safe/pdf", access: "read", answers: "pdf", printedAs: (row) => String(row.title), sampleQuery: (row) => ({ date: String(row.date) }) },
    // Reads the cash box (the file it makes is the caller's own); its answer is an address, not the row.
    { method: "POST", url: "/printsafeexcel", access: "read", answers: "no-row", sampleBody: (row) => ({ date: row.date }) },
    { method: "GET", url: "/downloads/:token", access: "read", answers: "no-row", sampleParams: () => ({ token: "A".repeat(43) }) },
  ],
  async register(app: FastifyInstance) {
    await registerSafe(app);
    await registerCashFiles(app);
  },
};
