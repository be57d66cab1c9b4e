import { composeRoutes } from "../../engine/custom-routes";
import { accountingReportRoutes as periodReportRoutes } from "./accounting-report";
import { futureAccountingsRoutes } from "./future-accountings";
import { invoiceRoutes } from "./invoice";
import { monthlyStatusRoutes } from "./monthly-status";

/** The accounting reports (H3 of issue 12): declared custom routes of `accountings`, composed into its entry. */
export const accountingReportRoutes = composeRoutes(periodReportRoutes, monthlyStatusRoutes, futureAccountingsRoutes, invoiceRoutes);
