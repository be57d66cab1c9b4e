import type { Db } from "../db/client";
import { auditLog } from "../db/core";
import type { Row } from "./resource-repository";
import type { TenantScope } from "./scope";

export interface RecordChange {
  /** create, update, delete, restore, purge, or a declared action's name. */
  action: string;
  resource: string;
  recordId: number;
  before?: Row | null;
  after?: Row | null;
}

/** Dates become ISO text, so the row reads back as the API showed it. */
const asJson = (row: Row | null | undefined) => (row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null);

/** `audit_log` for one scope: who (the scope's actor), when (now), which record, before and after. */
export function auditRepository(db: Db, scope: TenantScope) {
  return {
    async recordChange(change: RecordChange): Promise<void> {
      await db.insert(auditLog).values({
        // A public create (no company) is logged without one.
        company_id: scope.companyId > 0 ? scope.companyId : null,
        actor_user_id: scope.actorId ?? null,
        action: `${change.resource}.${change.action}`,
        resource: change.resource,
        record_id: change.recordId,
        before: asJson(change.before),
        after: asJson(change.after),
      });
    },
  };
}
