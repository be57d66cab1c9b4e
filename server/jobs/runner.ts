import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Repositories, TenantScope } from "../data";
import { GiveUp, LeaseExpiredTooOften, RetryLater, type ClaimedJob, type JobContext, type JobHandler } from "./types";

export interface JobRunnerOptions {
  db: Db;
  /** The repositories and the unit of work of a scope (the tenancy plugin's), for the handlers' context. */
  repositories(scope: TenantScope): Repositories;
  unitOfWork<T>(scope: TenantScope, work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** How long a claimed job is the runner's: longer than any handler's own timeout (SMS calls: 30 s). */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles, up to `maxRetryDelayMs`. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** The poll loop's pause when nothing was due. */
  pollMs?: number;
  /**
   * On `start()`, end the lease of every running job at once instead of waiting for it to run out: only right when
   * no other server can be running jobs on this database (PGlite, whose data directory one server holds), so a
   * job running when the last server died is its own orphan.
   */
  releaseOrphansOnStart?: boolean;
  /** Written to `locked_by`; unique per runner unless given (tests give two runners names). */
  id?: string;
  log?: { error(message: string): void; warn?(message: string): void };
}

export const DEFAULT_LEASE_MS = 120_000;
export const DEFAULT_RETRY_BASE_MS = 5_000;
/** Retries wait at most this long (a gateway down for hours is tried every quarter of an hour until maxAttempts). */
export const DEFAULT_MAX_RETRY_DELAY_MS = 15 * 60_000;
export const DEFAULT_POLL_MS = 1_000;
/** `last_error` keeps this many characters of the message. */
export const LAST_ERROR_LENGTH = 500;

/** `base · 2^(attempt−1)`, capped: 5 s, 10 s, 20 s … for the default base. */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface JobRunner {
  readonly id: string;
  /** Handlers per job type; a type without one is never claimed by this runner (another server may have it). */
  register<P = Record<string, unknown>>(type: string, handler: JobHandler<P>): void;
  /**
   * Claims and runs what is due, one job at a time, until `limit` jobs ran or none is due; answers how many ran.
   * `now` replaces the clock for the whole call (due times, the lease, the retry's time): tests move time with it.
   */
  runDue(options?: { limit?: number; now?: Date }): Promise<number>;
  /** Polls every `pollMs` (at once again while jobs were due); first releases orphans when so configured. */
  start(): void;
  /** Stops polling and waits for the job that is running. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number | string;
  company_id: number | string | null;
  type: string;
  idempotency_key: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_LENGTH);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db } = options;
  const id = options.id ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const log = options.log ?? { error: (message: string) => console.error(message) };
  const handlers = new Map<string, JobHandler>();

  const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  /** The instant a statement runs at: the caller's clock in tests, the database's otherwise. */
  const clock = (now: Date | undefined): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

  /**
   * One statement, so one short transaction: the due rows are locked `FOR UPDATE SKIP LOCKED` (a row another
   * runner is claiming is passed over, never waited for) and become this runner's for the lease. `attempts` is the
   * fencing token: every later change names it with `locked_by`, so a runner whose lease was taken over changes
   * nothing.
   */
  async function claim(now: Date | undefined): Promise<ClaimedJob | null> {
    const types = [...handlers.keys()];
    if (types.length === 0) return null;
    const at = clock(now);
    const typeList = sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    );
    const [row] = await rowsOf<ClaimedRow>(sql`
      with due as (
        select id from jobs
        where type in (${typeList})
          and ((status = 'pending' and run_at <= ${at}) or (status = 'running' and locked_until < ${at}))
        order by run_at, id
        limit 1
        for update skip locked
      )
      update jobs set status = 'running', locked_by = ${id}, locked_until = ${at} + ${leaseMs}::double precision * interval '1 millisecond',
        attempts = jobs.attempts + 1, updated_at = ${at}
      from due where jobs.id = due.id
      returning jobs.id, jobs.company_id, jobs.type, jobs.idempotency_key, jobs.payload, jobs.attempts, jobs.max_attempts`);
    if (!row) return null;
    return {
      id: Number(row.id),
      companyId: row.company_id === null ? null : Number(row.company_id),
      type: row.type,
      key: row.idempotency_key,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
    };
  }

  /** Changes a job this runner still holds (same runner, same attempt, still running); false when it was taken over. */
  async function settle(job: ClaimedJob, set: SQL): Promise<boolean> {
    const rows = await rowsOf<{ id: unknown }>(sql`
      update jobs set ${set}
      where id = ${job.id} and status = 'running' and locked_by = ${id} and attempts = ${job.attempt}
      returning id`);
    return rows.length > 0;
  }

  function contextOf(job: ClaimedJob): JobContext {
    const scope = (): TenantScope => {
      if (job.companyId === null) throw new Error(`job ${job.id} (${job.type}) belongs to no company`);
      return { companyId: job.companyId };
    };
    let repos: Repositories | undefined;
    return {
      runnerId: id,
      unitOfWork: (work) => options.unitOfWork(scope(), work),
      get repos() {
        return (repos ??= options.repositories(scope()));
      },
    };
  }

  async function giveUp(job: ClaimedJob, handler: JobHandler, error: unknown, at: SQL): Promise<void> {
    const failed = await settle(
      job,
      sql`status = 'failed', locked_until = null, last_error = ${messageOf(error)}, finished_at = ${at}, updated_at = ${at}`,
    );
    if (!failed || !handler.onGiveUp) return;
    try {
      await handler.onGiveUp(job, error, contextOf(job));
    } catch (giveUpError) {
      log.error(`job ${job.id} (${job.type}): onGiveUp failed: ${messageOf(giveUpError)}`);
    }
  }

  async function runOne(job: ClaimedJob, now: Date | undefined): Promise<void> {
    const handler = handlers.get(job.type)!;
    const at = clock(now);
    if (job.attempt > job.maxAttempts) {
      // Every earlier attempt ended with its server gone: stop taking it.
      await giveUp(job, handler, new LeaseExpiredTooOften(job.attempt - 1), at);
      return;
    }
    try {
      await handler.run(job, contextOf(job));
    } catch (error) {
      if (error instanceof GiveUp || job.attempt >= job.maxAttempts) {
        await giveUp(job, handler, error, at);
        return;
      }
      const delayMs = error instanceof RetryLater && error.options.delayMs !== undefined ? error.options.delayMs : backoffMs(job.attempt, retryBaseMs, maxRetryDelayMs);
      await settle(
        job,
        sql`status = 'pending', locked_by = null, locked_until = null, last_error = ${messageOf(error)},
          run_at = ${at} + ${Math.max(0, Math.round(delayMs))}::double precision * interval '1 millisecond', updated_at = ${at}`,
      );
      return;
    }
    await settle(job, sql`status = 'done', locked_until = null, last_error = null, finished_at = ${at}, updated_at = ${at}`);
  }

  let running: Promise<unknown> = Promise.resolve();
  let loop: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  async function runDue(runOptions: { limit?: number; now?: Date } = {}): Promise<number> {
    const limit = runOptions.limit ?? 50;
    let ran = 0;
    while (ran < limit && !(stopping && loop)) {
      const job = await claim(runOptions.now);
      if (!job) break;
      const work = runOne(job, runOptions.now);
      running = work.catch(() => {});
      await work;
      ran++;
    }
    return ran;
  }

  async function pollLoop(): Promise<void> {
    if (options.releaseOrphansOnStart) {
      try {
        await db.execute(sql`update jobs set locked_until = now() - interval '1 millisecond' where status = 'running' and locked_until >= now()`);
      } catch (error) {
        log.error(`job runner ${id}: ${messageOf(error)}`);
      }
    }
    while (!stopping) {
      let ran = 0;
      try {
        ran = await runDue();
      } catch (error) {
        log.error(`job runner ${id}: ${messageOf(error)}`);
      }
      if (ran > 0 || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    id,
    register(type, handler) {
      if (handlers.has(type)) throw new Error(`a job handler for ${type} is already registered`);
      handlers.set(type, handler as JobHandler);
    },
    runDue,
    start() {
      if (loop) return;
      stopping = false;
      loop = pollLoop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      await running;
      loop = null;
      stopping = false;
    },
  };
}
