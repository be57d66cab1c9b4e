import { commissionFor } from "../../../src/domain/commission";
import type { ResourceExtension } from "../../engine/crud-routes";

/**
 * Commission entries (spec §3 "commission entry"): the commission is the server's, worked out from the total and the
 * rate (validated 0–100 by the schema) with `commissionFor`, on every create and change.
 */
export const commissionsExtension: ResourceExtension = {
  async beforeWrite({ action, values }) {
    if ((action !== "create" && action !== "update") || !values) return;
    values.commission = commissionFor(String(values.total_price), values.rate as number);
  },
};
