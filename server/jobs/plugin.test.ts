import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { jobs } from "../db/core";
import { jobsApp, openJobsTestBed, type JobsTestBed } from "./test-helpers";

let bed: JobsTestBed;
beforeAll(async () => {
  bed = await openJobsTestBed();
});
afterAll(() => bed.drop());

describe("the job runner's configuration", () => {
  it("polls every second, retries from 5 s, leases for 120 s and runs unless JOBS_DISABLED=true", () => {
    expect(loadConfig({}).jobs).toEqual({ pollMs: 1000, retryBaseMs: 5000, leaseMs: 120_000, disabled: false });
    expect(loadConfig({ JOBS_POLL_MS: "50", JOBS_RETRY_BASE_MS: "0", JOBS_LEASE_MS: "60000", JOBS_DISABLED: "true" }).jobs).toEqual({
      pollMs: 50,
      retryBaseMs: 0,
      leaseMs: 60_000,
      disabled: true,
    });
    expect(() => loadConfig({ JOBS_POLL_MS: "0" })).toThrow(/JOBS_POLL_MS/);
    expect(() => loadConfig({ JOBS_DISABLED: "yes" })).toThrow(/JOBS_DISABLED/);
  });
});

describe("app.jobs", () => {
  it("runs registered handlers once started, with the configured lease; closing the app waits for the running job", async () => {
    const app = await jobsApp(bed, { JOBS_POLL_MS: "20", JOBS_LEASE_MS: "90000" });
    const companyId = await bed.shop();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    app.jobs.register("test.plugin", {
      run: async (_job, context) => {
        started();
        await released;
        // The database is still open for the job's last write.
        await context.unitOfWork((repos) => repos.jobs.enqueue({ type: "test.plugin.after", key: "k", payload: {} }));
      },
    });
    expect(() => app.jobs.register("test.plugin", { run: async () => {} })).toThrow(/already registered/);
    const { id } = await bed.repositories({ companyId }).jobs.enqueue({ type: "test.plugin", key: "k", payload: {} });
    app.jobs.start();
    await running;
    const [claimed] = await bed.db.select().from(jobs).where(eq(jobs.id, id));
    expect(claimed.locked_until!.getTime() - claimed.updated_at.getTime()).toBe(90_000);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    await closing;
    expect((await bed.db.select().from(jobs).where(eq(jobs.id, id)))[0].status).toBe("done");
    expect(await bed.repositories({ companyId }).jobs.find("test.plugin.after", "k")).toMatchObject({ status: "pending" });
  });

  it("runDue runs what is due without the poll loop (tests)", async () => {
    const app = await jobsApp(bed);
    try {
      const companyId = await bed.shop();
      const run = vi.fn(async () => {});
      app.jobs.register("test.plugin.due", { run });
      await bed.repositories({ companyId }).jobs.enqueue({ type: "test.plugin.due", key: "k", payload: {} });
      await vi.waitFor(async () => expect(await app.jobs.runDue()).toBe(1));
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });
});
