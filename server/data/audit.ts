import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, users } from "../db/core";
import type { Row } from "./resource-repository";
import type { TenantScope } from "./scope";

/** One audit entry of a record's history, with who made it. */
export interface HistoryEntry {
  id: number;
  action: string;
  created_at: string;
  actor: { id: number; full_name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  record_id: number;
}

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
  const inScope = () => (scope.companyId > 0 ? eq(auditLog.company_id, scope.companyId) : sql`false`);
  return {
    /**
     * A record's history, newest first: its own entries and those of the records that point at it by one of
     * `linkFields` when they were created (an accounting record's payments and corrections), also once deleted.
     */
    async historyOf(resource: string, recordId: number, linkFields: readonly string[] = []): Promise<HistoryEntry[]> {
      const linked = linkFields.map((field) => sql`(${auditLog.after} ->> ${field}) = ${String(recordId)}`);
      const related = db
        .select({ id: auditLog.record_id })
        .from(auditLog)
        .where(and(inScope(), eq(auditLog.resource, resource), eq(auditLog.action, `${resource}.create`), or(...linked)));
      const rows = await db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          created_at: auditLog.created_at,
          actor_id: users.id,
          actor_name: users.name,
          before: auditLog.before,
          after: auditLog.after,
          record_id: auditLog.record_id,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actor_user_id))
        .where(and(inScope(), eq(auditLog.resource, resource), linked.length ? or(eq(auditLog.record_id, recordId), inArray(auditLog.record_id, related)) : eq(auditLog.record_id, recordId)))
        .orderBy(desc(auditLog.created_at), desc(auditLog.id));
      return rows.map(({ actor_id, actor_name, created_at, ...entry }) => ({
        ...entry,
        action: entry.action.slice(resource.length + 1),
        created_at: created_at.toISOString(),
        actor: actor_id === null ? null : { id: actor_id, full_name: actor_name ?? "" },
        record_id: entry.record_id ?? recordId,
      }));
    },

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
