/**
 * The job runner's contract (ARCHITECTURE.md "Background work"). Other modules queue work through
 * `repos.jobs` inside their unit of work (so a job exists exactly when the write that asked for it committed)
 * and register a handler per job type; the runner (`startJobRunner`) polls the `jobs` table with
 * `FOR UPDATE SKIP LOCKED` on PGlite and PostgreSQL alike.
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

/** The company's jobs, in the caller's scope (and transaction, inside a unit of work). */
export interface JobsRepository {
  /** `created: false` when a job of this type and key already existed (whatever its status): nothing was added. */
  enqueue<P extends Record<string, unknown>>(request: JobRequest<P>): Promise<{ id: number; created: boolean }>;
  /** Cancels a pending job of this type and key (a cancelled appointment's reminder); false when none was pending. */
  cancel(type: string, key: string): Promise<boolean>;
  /** Moves a pending job to another instant (a moved appointment); false when none was pending. */
  reschedule(type: string, key: string, runAt: Date): Promise<boolean>;
}

/** One claimed job, as its handler sees it. */
export interface ClaimedJob<P = Record<string, unknown>> {
  id: number;
  companyId: number | null;
  type: string;
  key: string;
  payload: P;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

/**
 * A handler returns when the work is done. It throws `RetryLater` for a transient trouble (a gateway's 500, a
 * refused connection): the job runs again after a backoff, until `maxAttempts`. It throws `GiveUp` for a permanent
 * one (bad credentials, an invalid number): the job is failed at once. Any other error counts as transient.
 * `onGiveUp` (optional) runs when the job ends failed either way, so the module can record it (refund credits).
 */
export interface JobHandler<P = Record<string, unknown>> {
  run(job: ClaimedJob<P>): Promise<void>;
  onGiveUp?(job: ClaimedJob<P>, error: unknown): Promise<void>;
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
