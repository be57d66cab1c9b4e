import type { ResourceExtension } from "../../engine/crud-routes";
import { complete, receive, reverse } from "./actions";
import { accountingFigureSql } from "./figures";
import { checkRecordWrite } from "./record-write";
import { accountingRoutes } from "./routes";

export { accountingLinesExtension } from "./line-writes";

/** Accounting records: their figures, per-kind rules, interim payments, conversions, corrections and history. */
export const accountingsExtension: ResourceExtension = {
  computedSql: accountingFigureSql,
  beforeWrite: checkRecordWrite,
  actions: { receive, complete, reverse },
  routes: accountingRoutes,
};
