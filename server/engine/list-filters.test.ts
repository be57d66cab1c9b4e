import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../src/domain/periods";
import { companies } from "../db/core";
import type { TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { gizmos } from "./__fixtures__/gadgets.schema";
import { createThrowawayApp } from "./__fixtures__/throwaway-app";
import { listFiltersFrom } from "./list-filters";
import type { ResourceSchema } from "../../src/schemas/resource";

/** List filters over the throwaway schemas: `in` for references, ranges for dates and money, periods, bad values. */
let t: TestApp;
let owner: Actor;
let other: Actor;

beforeAll(async () => {
  t = await createThrowawayApp();
  owner = await createActor(t.database.db);
  other = await createActor(t.database.db);
});
afterAll(() => t.close());

const post = async (actor: Actor, url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: "POST", url, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number } & Record<string, unknown>;
};
const get = (actor: Actor, url: string) => t.app.inject({ method: "GET", url, headers: actor.headers });
const idsOf = async (actor: Actor, url: string): Promise<number[]> => {
  const response = await get(actor, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b);
};
const gizmo = (actor: Actor, values: Record<string, unknown>) =>
  post(actor, "/api/gizmos", { name: "duvak", barcode: `B${Math.random().toString(36).slice(2, 10)}`, ...values });
const kind = (actor: Actor, name: string) => post(actor, "/api/gadget_kinds", { name });

describe("in", () => {
  it("lists the rows whose reference is one of a comma list, never another company's", async () => {
    const [veil, crown, shoe] = [await kind(owner, "duvak"), await kind(owner, "taç"), await kind(owner, "ayakkabı")];
    const rows = [await gizmo(owner, { kind_id: veil.id }), await gizmo(owner, { kind_id: crown.id }), await gizmo(owner, { kind_id: shoe.id })];
    const foreign = await gizmo(other, { kind_id: (await kind(other, "duvak")).id });
    expect(await idsOf(owner, `/api/gizmos?perPage=100&kind_id_in=${veil.id},${crown.id},${foreign.kind_id}`)).toEqual([rows[0].id, rows[1].id]);
    // The key may also repeat, as browsers send a multi-select.
    expect(await idsOf(owner, `/api/gizmos?perPage=100&kind_id_in=${veil.id}&kind_id_in=${shoe.id}`)).toEqual([rows[0].id, rows[2].id]);
    // With an equality on the same field: the one value, if the list holds it.
    expect(await idsOf(owner, `/api/gizmos?perPage=100&kind_id_in=${veil.id},${crown.id}&kind_id=${crown.id}`)).toEqual([rows[1].id]);
    expect(await idsOf(owner, `/api/gizmos?perPage=100&kind_id_in=${veil.id}&kind_id=${crown.id}`)).toEqual([]);
    expect(await idsOf(other, `/api/gizmos?perPage=100&kind_id_in=${veil.id},${crown.id},${foreign.kind_id}`)).toEqual([foreign.id]);
  });

  it("filters the bin the same way", async () => {
    const [veil, crown] = [await kind(owner, "duvak"), await kind(owner, "taç")];
    const [binned, kept] = [await gizmo(owner, { kind_id: veil.id }), await gizmo(owner, { kind_id: crown.id })];
    for (const row of [binned, kept]) await t.app.inject({ method: "DELETE", url: `/api/gizmos/${row.id}`, headers: owner.headers });
    expect(await idsOf(owner, `/api/gizmos/bin?perPage=100&kind_id_in=${veil.id}`)).toEqual([binned.id]);
  });
});

describe("ranges", () => {
  it("bounds dates and money inclusively, money as numbers (9.50 is less than 10.00)", async () => {
    const own = await createActor(t.database.db);
    const cheap = await gizmo(own, { made_on: "2025-01-31", price: "9.50" });
    const mid = await gizmo(own, { made_on: "2025-02-01", price: "10.00" });
    const dear = await gizmo(own, { made_on: "2025-02-28", price: "1250.75" });
    await gizmo(other, { made_on: "2025-02-10", price: "10.00" });
    expect(await idsOf(own, "/api/gizmos?made_on_gte=2025-02-01&made_on_lte=2025-02-28")).toEqual([mid.id, dear.id]);
    expect(await idsOf(own, "/api/gizmos?made_on_lte=2025-02-01")).toEqual([cheap.id, mid.id]);
    expect(await idsOf(own, "/api/gizmos?price_gte=10.00")).toEqual([mid.id, dear.id]);
    expect(await idsOf(own, "/api/gizmos?price_gte=9.5&price_lte=10")).toEqual([cheap.id, mid.id]);
    expect(await idsOf(own, "/api/gizmos?price_gte=10&made_on_lte=2025-02-27")).toEqual([mid.id]);
  });

  it("takes the days of a period on the company's clock", async () => {
    const own = await createActor(t.database.db);
    const today = localDateIn(new Date(), "Europe/Istanbul");
    const current = await gizmo(own, { made_on: today });
    await gizmo(own, { made_on: addDays(today, 40) });
    await gizmo(own, { made_on: addDays(today, -40) });
    expect(await idsOf(own, "/api/gizmos?made_on_period=today")).toEqual([current.id]);
    expect(await idsOf(own, "/api/gizmos?made_on_period=monthly")).toEqual([current.id]);
  });

  it("puts a date-time in a period by the day it falls on in the company's time zone", async () => {
    const own = await createActor(t.database.db);
    // Kiritimati is UTC+14: its day D runs from D-1 10:00 to D 10:00 UTC.
    await t.database.db.update(companies).set({ time_zone: "Pacific/Kiritimati" }).where(eq(companies.id, own.companyId));
    const today = localDateIn(new Date(), "Pacific/Kiritimati");
    const gadget = (fitting_at: string) => post(own, "/api/gadgets", { type: "person", name: "prova", fitting_at });
    const early = await gadget(`${addDays(today, -1)}T11:00:00.000Z`);
    const late = await gadget(`${today}T09:59:00.000Z`);
    const next = await gadget(`${today}T10:00:00.000Z`);
    await gadget(`${addDays(today, -1)}T09:59:00.000Z`);
    expect(await idsOf(own, "/api/gadgets?fitting_at_period=today")).toEqual([early.id, late.id]);
    // Full ISO bounds are instants, inclusive.
    expect(await idsOf(own, `/api/gadgets?fitting_at_gte=${today}T09:59:00.000Z&fitting_at_lte=${today}T10:00:00Z`)).toEqual([late.id, next.id]);
  });

  it("turns a period into its days for the time zone it is given", async () => {
    // Saturday 1 June 2024, 00:30 in Istanbul, still Friday in UTC.
    const now = new Date("2024-05-31T21:30:00Z");
    const { ranges } = await listFiltersFrom(gizmos as unknown as ResourceSchema, { made_on_period: "weekly" }, async () => "Europe/Istanbul", now);
    expect(ranges).toEqual({ made_on: { gte: undefined, lte: undefined, days: { start: "2024-05-27", end: "2024-06-02", timeZone: "Europe/Istanbul" } } });
  });
});

describe("bad values", () => {
  it.each([
    ["made_on_gte=2025-13-01", "made_on_gte"],
    ["made_on_lte=yarın", "made_on_lte"],
    ["price_gte=12,50", "price_gte"],
    ["price_lte=1e3", "price_lte"],
    ["made_on_period=geçen-ay", "made_on_period"],
    ["kind_id_in=1,x", "kind_id_in.1"],
    ["kind_id_in=", "kind_id_in.0"],
    [`kind_id_in=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`, "kind_id_in"],
    // Names only for what a field's type supports: money has no period, a reference no range.
    ["price_period=today", "price_period"],
    ["kind_id_gte=1", "kind_id_gte"],
  ])("answers %s with a 422 naming the parameter", async (query, field) => {
    const response = await get(owner, `/api/gizmos?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("İstek parametreleri hatalı.");
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it("accepts 50 values in a list", async () => {
    expect((await get(owner, `/api/gizmos?kind_id_in=${Array.from({ length: 50 }, (_, i) => i + 1).join(",")}`)).statusCode).toBe(200);
  });
});
