import type { Repositories } from "../data";

/**
 * The job runner's contract (ARCHITECTURE.md "Background work"). Other modules queue work through
 * `repos.jobs` inside their unit of work (so a job exists exactly when the write that asked for it committed)
 * and register a handler per job type with `app.jobs.register(type, handler)` (a plugin registered after the
 * jobs plugin, i.e. any route plugin); the runner (`server/jobs/runner.ts`, started by `server/main.ts`) polls the
 * `jobs` table with `FOR UPDATE SKIP LOCKED` on PGlite and PostgreSQL alike. Tests call `app.jobs.runDue()`.
 *
 * Delivery is at least once: a server killed while a handler runs leaves the job `running` until its lease
 * (`JOBS_LEASE_MS`, 120 s) runs out, then another runner takes it again (a new attempt). A handler whose work
 * reaches the outside world (an SMS) records what it did in its own row first, so that a second run finds it done.
 */

/** What a module asks for: one job per company, type and key; queueing the same key again adds nothing. */
export interface JobRequest<P extends Record<string, unknown> = Record<string, unknown>> {
  /** Handler name, "<module>.<what>": "sms.send". */
  type: string;
  /** Unique per company and type: "sms_message:812", "appointment:55:reminder". */
  key: string;
  payload: P;
  /** Not before this instant (a reminder); now when absent. */
  runAt?: Date;
  /** Attempts before the job is given up as failed; 5 unless given. */
  maxAttempts?: number;
}

/** pending → running → done | failed (or back to pending for a retry); pending → cancelled. */
export type JobStatus = "pending" | "running" | "done" | "failed" | "cancelled";

/** What `JobsRepository.find` tells about a job. */
export interface JobInfo {
  id: number;
  status: JobStatus;
  /** Claims so far (a retry or a lease taken over counts one more). */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  /** The last failure's message, at most 500 characters. */
  lastError: string | null;
  finishedAt: Date | null;
}

/** The company's jobs, in the caller's scope (and transaction, inside a unit of work). */
export interface JobsRepository {
  /** `created: false` when a job of this type and key already existed (whatever its status): nothing was added. */
  enqueue<P extends Record<string, unknown>>(request: JobRequest<P>): Promise<{ id: number; created: boolean }>;
  /** Cancels a pending job of this type and key (a cancelled appointment's reminder); false when none was pending. */
  cancel(type: string, key: string): Promise<boolean>;
  /** Moves a pending job to another instant (a moved appointment); false when none was pending. */
  reschedule(type: string, key: string, runAt: Date): Promise<boolean>;
  /** The company's job of this type and key, whatever its status; null when there is none. */
  find(type: string, key: string): Promise<JobInfo | null>;
}

/** One claimed job, as its handler sees it. */
export interface ClaimedJob<P = Record<string, unknown>> {
  id: number;
  companyId: number | null;
  type: string;
  key: string;
  payload: P;
  /** 1 on the first try; a retry or a lease taken over after a crash counts one more. */
  attempt: number;
  maxAttempts: number;
}

/**
 * What the runner hands a handler besides the job. Handlers may as well use the `app` they were registered on;
 * these are bound to the job's company, with no actor (the system acts).
 */
export interface JobContext {
  /** One transaction in the job's company's scope. Throws for a platform job (companyId null). */
  unitOfWork<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** The job's company's repositories on the database (single statements). Throws for a platform job. */
  readonly repos: Repositories;
  /** The runner that claimed the job (its `locked_by`), for log lines. */
  runnerId: string;
}

/**
 * A handler returns when the work is done. It throws `RetryLater` for a transient trouble (a gateway's 500, a
 * refused connection): the job runs again after a backoff, until `maxAttempts`. It throws `GiveUp` for a permanent
 * one (bad credentials, an invalid number): the job is failed at once. Any other error counts as transient.
 * `onGiveUp` (optional) runs when the job ends failed either way, so the module can record it (refund credits).
 */
export interface JobHandler<P = Record<string, unknown>> {
  run(job: ClaimedJob<P>, context: JobContext): Promise<void>;
  /**
   * Runs once the job is marked failed, by the runner that marked it (so once, unless that server dies in
   * between). Its own error is logged, not retried. `error` is the `GiveUp`, the last error, or a
   * `LeaseExpiredTooOften` when the job's attempts were used up by servers that died while running it.
   */
  onGiveUp?(job: ClaimedJob<P>, error: unknown, context: JobContext): Promise<void>;
}

export class RetryLater extends Error {
  constructor(
    message: string,
    readonly options: { delayMs?: number } = {},
  ) {
    super(message);
    this.name = "RetryLater";
  }
}

export class GiveUp extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GiveUp";
  }
}

/** The error `onGiveUp` gets when a job's attempts ran out without a handler ending (its servers died mid-run). */
export class LeaseExpiredTooOften extends Error {
  constructor(attempts: number) {
    super(`the job was taken ${attempts} times without finishing (its runners stopped mid-run)`);
    this.name = "LeaseExpiredTooOften";
  }
}
