import type { FastifyInstance } from "fastify";
import type { CustomRoutes } from "../../engine/custom-routes";
import { registerCashFiles } from "./files";
import { registerSafe } from "./safe";

const MOVEMENT = { kind: "payment" };

/**
 * The cash box of the accounting records ('kasa', spec §2 "Accounting and cash"): its figures, its Excel and PDF.
 * Routes of `accountings`, so its flag (safe_permission) guards them and the suites over every resource check them.
 */
export const cashRoutes: CustomRoutes = {
  declared: [
    // The suites' row is a movement (an interim payment of the open credit they make for it), and the cash box of
    // its day holds it.
    { method: "GET", url: "/safe", access: "read", sampleRow: MOVEMENT, sampleQuery: (row) => ({ date: String(row.date) }) },
    { method: "GET", url: "/safe/pdf", access: "read", answers: "pdf", sampleRow: MOVEMENT, printedAs: (row) => String(row.title), sampleQuery: (row) => ({ date: String(row.date) }) },
    // Reads the cash box (the file it makes is the caller's own); its answer is an address, not the row.
    { method: "POST", url: "/printsafeexcel", access: "read", answers: "no-row", sampleRow: MOVEMENT, sampleBody: (row) => ({ date: row.date }) },
    { method: "GET", url: "/downloads/:token", access: "read", answers: "no-row", sampleParams: () => ({ token: "A".repeat(43) }) },
  ],
  async register(app: FastifyInstance) {
    await registerSafe(app);
    await registerCashFiles(app);
  },
};
