import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/core";
import type { JobRequest, JobsRepository, JobStatus } from "../jobs/types";
import type { TenantScope } from "./scope";

/** Attempts before a job is given up when its request names none (JobRequest.maxAttempts). */
export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Jobs of one owner: a company (the scope's; `repos.jobs`) or the platform (null: trial notices and the like).
 * `db` may be a transaction: a job queued inside a unit of work exists exactly when that work committed.
 */
function jobsOf(db: Db, companyId: number | null): JobsRepository {
  const owner: SQL = companyId === null ? isNull(jobs.company_id) : eq(jobs.company_id, companyId);
  const pendingOf = (type: string, key: string) => and(owner, eq(jobs.type, type), eq(jobs.idempotency_key, key), eq(jobs.status, "pending"));
  const find: JobsRepository["find"] = async (type, key) => {
    const [row] = await db
      .select({
        id: jobs.id,
        status: jobs.status,
        attempts: jobs.attempts,
        maxAttempts: jobs.max_attempts,
        runAt: jobs.run_at,
        lastError: jobs.last_error,
        finishedAt: jobs.finished_at,
      })
      .from(jobs)
      .where(and(owner, eq(jobs.type, type), eq(jobs.idempotency_key, key)))
      .limit(1);
    return row ? { ...row, status: row.status as JobStatus } : null;
  };
  return {
    find,
    async enqueue(request: JobRequest) {
      if (request.maxAttempts !== undefined && !(Number.isInteger(request.maxAttempts) && request.maxAttempts >= 1)) {
        throw new Error(`maxAttempts must be a positive integer, not ${request.maxAttempts}`);
      }
      // ON CONFLICT (coalesce(company_id, 0), type, idempotency_key) DO NOTHING: the only unique index besides the id.
      // Under READ COMMITTED, a concurrent insert of the same key makes this one wait for it; once it committed, the
      // select below sees its row.
      const [inserted] = await db
        .insert(jobs)
        .values({
          company_id: companyId,
          type: request.type,
          idempotency_key: request.key,
          payload: request.payload,
          max_attempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          ...(request.runAt ? { run_at: request.runAt } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      if (inserted) return { id: inserted.id, created: true };
      const existing = await find(request.type, request.key);
      if (!existing) throw new Error(`job ${request.type} ${request.key} neither inserted nor found`);
      return { id: existing.id, created: false };
    },

    async cancel(type, key) {
      const now = new Date();
      const rows = await db
        .update(jobs)
        .set({ status: "cancelled", finished_at: now, updated_at: now })
        .where(pendingOf(type, key))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async reschedule(type, key, runAt) {
      const rows = await db
        .update(jobs)
        .set({ run_at: runAt, updated_at: new Date() })
        .where(pendingOf(type, key))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
  };
}

/** The scope's company's jobs (`repos.jobs`). */
export const jobsRepository = (db: Db, scope: TenantScope): JobsRepository => jobsOf(db, scope.companyId);

/** The platform's own jobs (company_id null), for work no shop asked for. */
export const platformJobsRepository = (db: Db): JobsRepository => jobsOf(db, null);
