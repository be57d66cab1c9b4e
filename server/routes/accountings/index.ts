import type { ResourceExtension } from "../../engine/crud-routes";
import { AppError } from "../../errors";
import { accountingFigureSql } from "./figures";

// PLACEHOLDER until the records core lands (issue 12, H1): the actions are declared, their handlers come next.
const notYet = async () => {
  throw new AppError(503, "server.errors.internal");
};

/** Accounting records: their figures, per-kind rules, interim payments, conversions and corrections. */
export const accountingsExtension: ResourceExtension = {
  computedSql: accountingFigureSql,
  actions: { receive: notYet, complete: notYet, reverse: notYet },
};
