import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs } from "../db/core";
import { backoffMs, LAST_ERROR_LENGTH } from "./runner";
import { openJobsTestBed, type JobsTestBed } from "./test-helpers";
import { GiveUp, LeaseExpiredTooOften, RetryLater, type ClaimedJob, type JobHandler } from "./types";

let bed: JobsTestBed;
beforeAll(async () => {
  bed = await openJobsTestBed();
});
afterAll(() => bed.drop());

/** Every test uses its own job types, so runners of other tests never claim its jobs. */
let serial = 0;
const typeName = (what: string) => `test.${what}.${++serial}`;
const rowOf = async (id: number) => (await bed.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
/** A whole second, so that the database's microseconds and the test's milliseconds compare alike. */
const T0 = new Date("2030-03-01T08:00:00.000Z");

/** A promise with its resolve, to hold a handler until the test lets it go on. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

describe("the job runner", () => {
  it("runs a due job once with its payload, attempt and company, and leaves a job not yet due", async () => {
    const companyId = await bed.shop();
    const type = typeName("due");
    const seen: ClaimedJob[] = [];
    const runner = bed.runner();
    runner.register(type, { run: async (job) => void seen.push(job) });
    const repos = bed.repositories({ companyId });
    const due = await repos.jobs.enqueue({ type, key: "now", payload: { message_id: 7 }, runAt: T0 });
    const later = await repos.jobs.enqueue({ type, key: "later", payload: {}, runAt: at(T0, 60_000) });

    expect(await runner.runDue({ now: at(T0, -1) })).toBe(0);
    expect(await runner.runDue({ now: T0 })).toBe(1);
    expect(seen).toEqual([{ id: due.id, companyId, type, key: "now", payload: { message_id: 7 }, attempt: 1, maxAttempts: 5 }]);
    expect(await rowOf(due.id)).toMatchObject({ status: "done", attempts: 1, locked_until: null, finished_at: T0 });
    expect(await rowOf(later.id)).toMatchObject({ status: "pending", attempts: 0 });

    expect(await runner.runDue({ now: at(T0, 59_999) })).toBe(0);
    expect(await runner.runDue({ now: at(T0, 60_000) })).toBe(1);
    expect(seen.map((job) => job.key)).toEqual(["now", "later"]);
    // Done is done: nothing runs twice.
    expect(await runner.runDue({ now: at(T0, 3_600_000) })).toBe(0);
  });

  it("runs due jobs in run_at order, at most `limit` per call", async () => {
    const companyId = await bed.shop();
    const type = typeName("order");
    const seen: string[] = [];
    const runner = bed.runner();
    runner.register(type, { run: async (job) => void seen.push(job.key) });
    const repos = bed.repositories({ companyId });
    for (const [key, offset] of [["c", 3], ["a", 1], ["b", 2]] as const) await repos.jobs.enqueue({ type, key, payload: {}, runAt: at(T0, offset) });
    expect(await runner.runDue({ now: at(T0, 10), limit: 2 })).toBe(2);
    expect(await runner.runDue({ now: at(T0, 10), limit: 2 })).toBe(1);
    expect(seen).toEqual(["a", "b", "c"]);
  });

  it("never claims a type it has no handler for (another server may have it)", async () => {
    const companyId = await bed.shop();
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type: typeName("unknown"), key: "x", payload: {}, runAt: T0 });
    const runner = bed.runner();
    runner.register(typeName("known"), { run: async () => {} });
    expect(await runner.runDue({ now: at(T0, 1000) })).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("retries a failing job after a growing delay, then succeeds once", async () => {
    const companyId = await bed.shop();
    const type = typeName("retry");
    const runner = bed.runner({ retryBaseMs: 1000 });
    let calls = 0;
    runner.register(type, {
      run: async (job) => {
        calls++;
        if (job.attempt === 1) throw new RetryLater("gateway answered 500");
        if (job.attempt === 2) throw new Error("connection refused");
      },
    });
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: {}, runAt: T0 });

    expect(await runner.runDue({ now: T0 })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1, run_at: at(T0, 1000), last_error: "gateway answered 500", locked_by: null });
    expect(await runner.runDue({ now: at(T0, 999) })).toBe(0);
    expect(await runner.runDue({ now: at(T0, 1000) })).toBe(1);
    // The second retry waits twice as long.
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 2, run_at: at(T0, 3000), last_error: "connection refused" });
    expect(await runner.runDue({ now: at(T0, 2999) })).toBe(0);
    expect(await runner.runDue({ now: at(T0, 3000) })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "done", attempts: 3, last_error: null, finished_at: at(T0, 3000) });
    expect(calls).toBe(3);
  });

  it("waits what RetryLater asks for, and cuts a long error message to 500 characters", async () => {
    const companyId = await bed.shop();
    const type = typeName("delay");
    const runner = bed.runner({ retryBaseMs: 1000 });
    runner.register(type, {
      run: async () => {
        throw new RetryLater("x".repeat(2000), { delayMs: 45_000 });
      },
    });
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: {}, runAt: T0 });
    await runner.runDue({ now: T0 });
    const row = await rowOf(id);
    expect(row.run_at).toEqual(at(T0, 45_000));
    expect(row.last_error).toHaveLength(LAST_ERROR_LENGTH);
  });

  it("backs off exponentially from the base up to a cap", () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 5000, 60_000))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(backoffMs(10, 5000, 60_000)).toBe(60_000);
  });

  it("fails a job at once on GiveUp and calls onGiveUp once with the error", async () => {
    const companyId = await bed.shop();
    const type = typeName("give-up");
    const runner = bed.runner();
    const onGiveUp = vi.fn<NonNullable<JobHandler["onGiveUp"]>>(async () => {});
    runner.register(type, {
      run: async () => {
        throw new GiveUp("invalid number");
      },
      onGiveUp,
    });
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: { message_id: 3 }, runAt: T0 });
    expect(await runner.runDue({ now: T0 })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "invalid number", finished_at: T0 });
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    const [job, error, context] = onGiveUp.mock.calls[0];
    expect(job).toMatchObject({ id, companyId, payload: { message_id: 3 }, attempt: 1 });
    expect(error).toBeInstanceOf(GiveUp);
    // The context is the job's company's.
    expect(context.repos.scope).toEqual({ companyId });
    expect(await runner.runDue({ now: at(T0, 3_600_000) })).toBe(0);
  });

  it("fails a job whose last attempt failed and calls onGiveUp; an error in onGiveUp is logged, not thrown", async () => {
    const companyId = await bed.shop();
    const type = typeName("max");
    const errors: string[] = [];
    const runner = bed.runner({ retryBaseMs: 0, log: { error: (message) => errors.push(message) } });
    let calls = 0;
    const onGiveUp = vi.fn(async () => {
      throw new Error("refund failed");
    });
    runner.register(type, {
      run: async () => {
        calls++;
        throw new Error(`gateway 500 (${calls})`);
      },
      onGiveUp,
    });
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: {}, runAt: T0, maxAttempts: 3 });
    expect(await runner.runDue({ now: T0 })).toBe(3);
    expect(calls).toBe(3);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 3, last_error: "gateway 500 (3)" });
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([expect.stringContaining("refund failed")]);
  });

  it("hands the handler a unit of work in the job's company", async () => {
    const companyId = await bed.shop();
    const type = typeName("context");
    const runner = bed.runner();
    let follower: { id: number; created: boolean } | undefined;
    runner.register(type, {
      run: async (job, context) => {
        follower = await context.unitOfWork((repos) => repos.jobs.enqueue({ type: `${job.type}.next`, key: job.key, payload: {} }));
      },
    });
    await bed.repositories({ companyId }).jobs.enqueue({ type, key: "k", payload: {}, runAt: T0 });
    await runner.runDue({ now: T0 });
    expect(follower?.created).toBe(true);
    expect((await rowOf(follower!.id)).company_id).toBe(companyId);
  });

  it("takes again a job whose lease ran out; the runner that lost it cannot overwrite the result", async () => {
    const companyId = await bed.shop();
    const type = typeName("lease");
    const leaseMs = 120_000;
    const stale = bed.runner({ id: "stale", leaseMs });
    const fresh = bed.runner({ id: "fresh", leaseMs });
    const started = gate();
    const release = gate();
    const staleGaveUp = vi.fn(async () => {});
    stale.register(type, {
      run: async () => {
        started.open();
        await release.opened;
        throw new GiveUp("the stale runner's late failure");
      },
      onGiveUp: staleGaveUp,
    });
    const freshRuns: number[] = [];
    fresh.register(type, { run: async (job) => void freshRuns.push(job.attempt) });
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: {}, runAt: T0 });

    const staleRun = stale.runDue({ now: T0 });
    await started.opened;
    expect(await rowOf(id)).toMatchObject({ status: "running", locked_by: "stale", locked_until: at(T0, leaseMs), attempts: 1 });
    // Within the lease nobody else takes it.
    expect(await fresh.runDue({ now: at(T0, leaseMs - 1) })).toBe(0);
    expect(await fresh.runDue({ now: at(T0, leaseMs + 1) })).toBe(1);
    expect(freshRuns).toEqual([2]);
    expect(await rowOf(id)).toMatchObject({ status: "done", locked_by: "fresh", attempts: 2 });

    release.open();
    expect(await staleRun).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "done", locked_by: "fresh", attempts: 2, last_error: null });
    expect(staleGaveUp).not.toHaveBeenCalled();
  });

  it("gives up a job whose attempts were all used by runners that died mid-run", async () => {
    const companyId = await bed.shop();
    const type = typeName("crashes");
    const dead = bed.runner({ id: "dead", leaseMs: 1000 });
    const never = gate();
    dead.register(type, { run: () => never.opened });
    const onGiveUp = vi.fn<NonNullable<JobHandler["onGiveUp"]>>(async () => {});
    const run = vi.fn(async () => {});
    const next = bed.runner({ id: "next", leaseMs: 1000 });
    next.register(type, { run, onGiveUp });
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: {}, runAt: T0, maxAttempts: 1 });
    void dead.runDue({ now: T0 });
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe("running"));
    expect(await next.runDue({ now: at(T0, 1001) })).toBe(1);
    expect(run).not.toHaveBeenCalled();
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 2 });
    expect(onGiveUp.mock.calls[0][1]).toBeInstanceOf(LeaseExpiredTooOften);
    never.open();
  });

  it("polls once started; stop waits for the running job", async () => {
    const companyId = await bed.shop();
    const type = typeName("poll");
    const runner = bed.runner({ pollMs: 20 });
    const started = gate();
    const release = gate();
    runner.register(type, {
      run: async () => {
        started.open();
        await release.opened;
      },
    });
    runner.start();
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: {} });
    await started.opened;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    // The job is still running: stop has not returned.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ status: "done" });
    // Stopped: a new job stays pending until the runner is started again.
    const second = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "n", payload: {} });
    expect(await rowOf(second.id)).toMatchObject({ status: "pending" });
    runner.start();
    await vi.waitFor(async () => expect((await rowOf(second.id)).status).toBe("done"));
    await runner.stop();
  });

  it("on start, a runner that is alone on its database takes the jobs a dead server left running at once", async () => {
    const companyId = await bed.shop();
    const type = typeName("orphan");
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type, key: "m", payload: {} });
    const farAhead = new Date(Date.now() + 3_600_000);
    await bed.db.update(jobs).set({ status: "running", locked_by: "dead-server", locked_until: farAhead, attempts: 1 }).where(eq(jobs.id, id));
    const shared = bed.runner({ pollMs: 20 });
    const attempts: number[] = [];
    shared.register(type, { run: async (job) => void attempts.push(job.attempt) });
    // Without the option (PostgreSQL, other servers may be running) the lease is respected.
    expect(await shared.runDue()).toBe(0);
    const alone = bed.runner({ pollMs: 20, releaseOrphansOnStart: true });
    alone.register(type, { run: async (job) => void attempts.push(job.attempt) });
    alone.start();
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe("done"));
    await alone.stop();
    expect(attempts).toEqual([2]);
  });

  it("two runners (two pools on PostgreSQL) at once run each of 100 jobs exactly once (FOR UPDATE SKIP LOCKED)", async () => {
    const companyId = await bed.shop();
    const type = typeName("race");
    const runs = new Map<number, string[]>();
    const handler = (runnerId: string): JobHandler => ({
      run: async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), runnerId]);
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    const one = bed.runner({ id: "one" });
    const two = await bed.runnerOnSecondPool({ id: "two" });
    one.register(type, handler("one"));
    two.register(type, handler("two"));
    const repos = bed.repositories({ companyId });
    for (let i = 0; i < 100; i++) await repos.jobs.enqueue({ type, key: `m${i}`, payload: {}, runAt: T0 });
    const [ranByOne, ranByTwo] = await Promise.all([one.runDue({ now: T0, limit: 1000 }), two.runDue({ now: T0, limit: 1000 })]);
    expect(ranByOne + ranByTwo).toBe(100);
    expect(runs.size).toBe(100);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const rows = await bed.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.type, type));
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });
});
