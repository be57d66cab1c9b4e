import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../db/core";
import { openJobsTestBed, type JobsTestBed } from "../jobs/test-helpers";
import { jobsRepository, platformJobsRepository } from "./jobs";

// The data layer alone on a fresh database (the runner's tests are in server/jobs).
let bed: JobsTestBed;
beforeAll(async () => {
  bed = await openJobsTestBed();
});
afterAll(() => bed.drop());

const shop = () => bed.shop();
const rowOf = async (id: number) => (await bed.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe("repos.jobs.enqueue", () => {
  it("queues a job once per company, type and key: the second time answers the first job, created false", async () => {
    const companyId = await shop();
    const repos = bed.repositories({ companyId });
    const first = await repos.jobs.enqueue({ type: "test.echo", key: "message:1", payload: { text: "a" } });
    const second = await repos.jobs.enqueue({ type: "test.echo", key: "message:1", payload: { text: "b" } });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const row = await rowOf(first.id);
    expect(row).toMatchObject({ company_id: companyId, status: "pending", payload: { text: "a" }, max_attempts: 5, attempts: 0 });
    expect(await bed.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.company_id, companyId))).toHaveLength(1);
  });

  it("counts the key per company and per type", async () => {
    const [a, b] = [await shop(), await shop()];
    const inA = await bed.repositories({ companyId: a }).jobs.enqueue({ type: "test.echo", key: "k", payload: {} });
    const inB = await bed.repositories({ companyId: b }).jobs.enqueue({ type: "test.echo", key: "k", payload: {} });
    const otherType = await bed.repositories({ companyId: a }).jobs.enqueue({ type: "test.other", key: "k", payload: {} });
    const platform = await platformJobsRepository(bed.db).enqueue({ type: "test.echo", key: `k-${a}`, payload: {} });
    expect([inA.created, inB.created, otherType.created, platform.created]).toEqual([true, true, true, true]);
    expect(new Set([inA.id, inB.id, otherType.id, platform.id]).size).toBe(4);
    expect((await rowOf(platform.id)).company_id).toBeNull();
    expect((await platformJobsRepository(bed.db).enqueue({ type: "test.echo", key: `k-${a}`, payload: {} })).created).toBe(false);
  });

  it("keeps runAt and maxAttempts, and refuses a maxAttempts below 1", async () => {
    const repos = bed.repositories({ companyId: await shop() });
    const runAt = new Date("2031-05-04T09:30:00.000Z");
    const { id } = await repos.jobs.enqueue({ type: "test.echo", key: "later", payload: {}, runAt, maxAttempts: 2 });
    expect(await rowOf(id)).toMatchObject({ run_at: runAt, max_attempts: 2 });
    await expect(repos.jobs.enqueue({ type: "test.echo", key: "never", payload: {}, maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });

  it("inside a unit of work that rolls back leaves no job", async () => {
    const companyId = await shop();
    await expect(
      bed.unitOfWork({ companyId }, async (repos) => {
        await repos.jobs.enqueue({ type: "test.echo", key: "rolled-back", payload: {} });
        throw new Error("the write that asked for it failed");
      }),
    ).rejects.toThrow(/failed/);
    expect(await bed.repositories({ companyId }).jobs.find("test.echo", "rolled-back")).toBeNull();
    const committed = await bed.unitOfWork({ companyId }, (repos) => repos.jobs.enqueue({ type: "test.echo", key: "committed", payload: {} }));
    expect(await bed.repositories({ companyId }).jobs.find("test.echo", "committed")).toMatchObject({ id: committed.id, status: "pending" });
  });
});

describe("repos.jobs.cancel and reschedule", () => {
  it("touch only pending jobs", async () => {
    const companyId = await shop();
    const repos = bed.repositories({ companyId });
    const pending = await repos.jobs.enqueue({ type: "test.reminder", key: "pending", payload: {} });
    const moved = await repos.jobs.enqueue({ type: "test.reminder", key: "moved", payload: {} });
    const done = await repos.jobs.enqueue({ type: "test.reminder", key: "done", payload: {} });
    await bed.db.update(jobs).set({ status: "done" }).where(eq(jobs.id, done.id));
    const running = await repos.jobs.enqueue({ type: "test.reminder", key: "running", payload: {} });
    await bed.db.update(jobs).set({ status: "running" }).where(eq(jobs.id, running.id));
    const later = new Date("2032-01-02T10:00:00.000Z");

    expect(await repos.jobs.cancel("test.reminder", "pending")).toBe(true);
    expect(await repos.jobs.cancel("test.reminder", "pending")).toBe(false);
    expect(await repos.jobs.cancel("test.reminder", "done")).toBe(false);
    expect(await repos.jobs.cancel("test.reminder", "running")).toBe(false);
    expect(await repos.jobs.cancel("test.reminder", "missing")).toBe(false);
    expect(await repos.jobs.reschedule("test.reminder", "moved", later)).toBe(true);
    expect(await repos.jobs.reschedule("test.reminder", "pending", later)).toBe(false);
    expect(await repos.jobs.reschedule("test.reminder", "done", later)).toBe(false);
    expect(await repos.jobs.reschedule("test.reminder", "running", later)).toBe(false);

    expect(await rowOf(pending.id)).toMatchObject({ status: "cancelled" });
    expect((await rowOf(pending.id)).finished_at).toBeInstanceOf(Date);
    expect(await rowOf(moved.id)).toMatchObject({ status: "pending", run_at: later });
    expect(await rowOf(done.id)).toMatchObject({ status: "done" });
    expect((await rowOf(done.id)).run_at).not.toEqual(later);
    expect(await rowOf(running.id)).toMatchObject({ status: "running" });
    // A cancelled job's key stays taken: queueing it again adds nothing.
    expect(await repos.jobs.enqueue({ type: "test.reminder", key: "pending", payload: {} })).toEqual({ id: pending.id, created: false });
  });

  it("company A cannot cancel, move or see company B's job", async () => {
    const [a, b] = [await shop(), await shop()];
    const ofB = await jobsRepository(bed.db, { companyId: b }).enqueue({ type: "test.reminder", key: "appointment:1", payload: {} });
    const asA = bed.repositories({ companyId: a }).jobs;
    expect(await asA.cancel("test.reminder", "appointment:1")).toBe(false);
    expect(await asA.reschedule("test.reminder", "appointment:1", new Date("2033-01-01T00:00:00Z"))).toBe(false);
    expect(await asA.find("test.reminder", "appointment:1")).toBeNull();
    expect(await rowOf(ofB.id)).toMatchObject({ status: "pending", company_id: b });
    expect(await platformJobsRepository(bed.db).cancel("test.reminder", "appointment:1")).toBe(false);
    expect(await bed.repositories({ companyId: b }).jobs.cancel("test.reminder", "appointment:1")).toBe(true);
  });
});
