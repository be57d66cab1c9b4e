import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { createThrowawayApp } from "../engine/__fixtures__/throwaway-app";
import { DEFERRED_OFFSET, LOOKAHEAD_PAGES } from "./resource-repository";
import { deltasOf, syncTallies } from "./tallies";

/** List tallies over the throwaway resources: gadgets (an enum filter), gizmos (a bin) and their lines. */
let t: TestApp;
let owner: Actor;
let other: Actor;

beforeAll(async () => {
  t = await createThrowawayApp();
  owner = await createActor(t.database.db);
  other = await createActor(t.database.db);
});
afterAll(() => t?.close());

const inject = (actor: Actor, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: actor.headers, payload });
const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const VKN = "4540536920";

/** Every company's tallies as stored, and the same counted from the rows: they must agree. */
async function storedAndCounted(): Promise<{ stored: string[]; counted: string[] }> {
  const stored = await rowsOf(sql`select company_id, resource, key, value from list_tallies where value <> 0 and resource in ('gadgets', 'gizmos', 'gizmo_lines')`);
  const counted = await rowsOf(sql`
    select company_id, 'gadgets' as resource, 'total' as key, count(*) as value from gadgets group by company_id
    union all select company_id, 'gadgets', 'type=' || type, count(*) from gadgets group by company_id, type
    union all select company_id, 'gizmos', 'total', count(*) from gizmos where deleted_at is null group by company_id
    union all select company_id, 'gizmo_lines', 'total', count(*) from gizmo_lines group by company_id`);
  const lines = (rows: Record<string, unknown>[]) => rows.map((row) => `${row.company_id} ${row.resource} ${row.key} ${Number(row.value)}`).sort();
  return { stored: lines(stored), counted: lines(counted) };
}

describe("tally deltas", () => {
  it("moves a row between counts when its counted field changes, and leaves unchanged counts out", () => {
    expect([...deltasOf(["type"], undefined, { type: "person" })]).toEqual([["total", 1], ["type=person", 1]]);
    expect([...deltasOf(["type"], { type: "person" }, { type: "business" })]).toEqual([["type=person", -1], ["type=business", 1]]);
    expect([...deltasOf(["type"], { type: "person" }, undefined)]).toEqual([["total", -1], ["type=person", -1]]);
    expect(deltasOf(["type"], { type: "person" }, { type: "person" }).size).toBe(0);
  });
});

describe("list tallies kept with the writes", () => {
  it("stay equal to a recount of the rows through creates, type changes, deletes, the bin and replaced lines", async () => {
    const gadgets: number[] = [];
    for (const [actor, type] of [[owner, "person"], [owner, "person"], [owner, "business"], [other, "person"]] as const) {
      const response = await inject(actor, "POST", "/api/gadgets", { type, name: `g-${gadgets.length}`, ...(type === "business" ? { tax_no: VKN } : {}) });
      expect(response.statusCode).toBe(201);
      gadgets.push(response.json().id);
    }
    expect((await inject(owner, "PUT", `/api/gadgets/${gadgets[0]}`, { type: "business", name: "g-0", tax_no: VKN })).statusCode).toBe(200);
    expect((await inject(owner, "DELETE", `/api/gadgets/${gadgets[1]}`)).statusCode).toBe(200);

    const kind_id = (await inject(owner, "POST", "/api/gadget_kinds", { name: "duvak" })).json().id;
    const line = (quantity: number) => ({ kind_id, quantity, price: "1.00" });
    const gizmo = await inject(owner, "POST", "/api/gizmos", { name: "set", barcode: "T-1", lines: [line(1), line(2)] });
    expect(gizmo.statusCode).toBe(201);
    const { id, version } = gizmo.json();
    expect((await inject(owner, "PUT", `/api/gizmos/${id}`, { name: "set", barcode: "T-1", version, lines: [line(3)] })).statusCode).toBe(200);
    const second = (await inject(owner, "POST", "/api/gizmos", { name: "other", barcode: "T-2" })).json().id;
    expect((await inject(owner, "DELETE", `/api/gizmos/${second}`)).statusCode).toBe(200);
    expect((await inject(owner, "POST", `/api/gizmos/${second}/restore`)).statusCode).toBe(200);
    expect((await inject(owner, "DELETE", `/api/gizmos/${id}`)).statusCode).toBe(200);
    expect((await inject(owner, "DELETE", `/api/gizmos/${id}/purge`)).statusCode).toBe(200);

    const { stored, counted } = await storedAndCounted();
    expect(stored).toEqual(counted);
    expect(stored).toContain(`${owner.companyId} gadgets type=business 2`);
    expect(stored).toContain(`${owner.companyId} gizmos total 1`);
  });

  it("counts creates that run at the same time in one company", async () => {
    const before = (await inject(other, "GET", "/api/gadgets")).json().total;
    const created = await Promise.all(Array.from({ length: 12 }, (_, n) => inject(other, "POST", "/api/gadgets", { type: "person", name: `p-${n}` })));
    expect(created.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    expect((await inject(other, "GET", "/api/gadgets")).json().total).toBe(before + 12);
    const { stored, counted } = await storedAndCounted();
    expect(stored).toEqual(counted);
  });

  it("answer the list's total and the per-value total from the tally, without counting rows", async () => {
    const company = owner.companyId;
    await t.database.db.execute(sql`update list_tallies set value = value + 1000 where company_id = ${company} and resource = 'gadgets'`);
    try {
      const whole = (await inject(owner, "GET", "/api/gadgets")).json();
      expect(whole).toMatchObject({ total: 1002, total_exact: true });
      expect((await inject(owner, "GET", "/api/gadgets?type=business")).json().total).toBe(1002);
      // A filter without a tally (a reference) counts its rows.
      expect((await inject(owner, "GET", "/api/gadgets?kind_id=1")).json()).toMatchObject({ total: 0, total_exact: true });
    } finally {
      await t.database.db.execute(sql`update list_tallies set value = value - 1000 where company_id = ${company} and resource = 'gadgets'`);
    }
  });

  it("are counted again at start when missing or made for another shape, and only then", async () => {
    const company = owner.companyId;
    expect(await syncTallies(t.database.db, t.app.resources)).toEqual([]);
    await t.database.db.execute(sql`update list_tallies set value = 77 where company_id = ${company} and resource = 'gadgets' and key = 'total'`);
    await t.database.db.execute(sql`delete from list_tally_sources where resource = 'gadgets'`);
    expect(await syncTallies(t.database.db, t.app.resources)).toEqual(["gadgets"]);
    const { stored, counted } = await storedAndCounted();
    expect(stored).toEqual(counted);
  });
});

describe("a list that has no tally", () => {
  it("counts a search's matches only a look-ahead past the page, and says when there are more", async () => {
    const actor = await createActor(t.database.db);
    const perPage = 2;
    const cap = (1 + LOOKAHEAD_PAGES) * perPage + 1;
    for (let n = 0; n < cap + 2; n++) expect((await inject(actor, "POST", "/api/gadgets", { type: "person", name: `Ayşe ${n}` })).statusCode).toBe(201);
    await inject(actor, "POST", "/api/gadgets", { type: "person", name: "Çağlar" });

    const many = (await inject(actor, "GET", `/api/gadgets?keyword=ayse&perPage=${perPage}`)).json();
    expect(many).toMatchObject({ total: cap, total_exact: false });
    expect(many.data).toHaveLength(perPage);
    // Further on, the look-ahead moves with the page and reaches the end: the total is exact again.
    expect((await inject(actor, "GET", `/api/gadgets?keyword=ayse&perPage=${perPage}&page=3`)).json()).toMatchObject({ total: cap + 2, total_exact: true });
    expect((await inject(actor, "GET", `/api/gadgets?keyword=caglar&perPage=${perPage}`)).json()).toMatchObject({ total: 1, total_exact: true });
    // Without a keyword the tally answers the whole list exactly.
    expect((await inject(actor, "GET", `/api/gadgets?perPage=${perPage}`)).json()).toMatchObject({ total: cap + 3, total_exact: true });
  });
});

describe("deep pages", () => {
  it("answer the same rows in the same order whether read straight or through the ids first", async () => {
    const actor = await createActor(t.database.db);
    const rows = DEFERRED_OFFSET + 25;
    // Names repeat, so the id must break the ties the same way on both paths.
    await t.database.db.execute(
      sql`insert into gadgets (company_id, type, name) select ${actor.companyId}, 'person', 'ad ' || (n % 7) from generate_series(1, ${rows}) n`,
    );
    // Rows written by SQL are counted again, as the app does at start for rows written outside it.
    await syncTallies(t.database.db, t.app.resources, { force: true });
    const expected = async (offset: number) =>
      (await rowsOf(sql`select id from gadgets where company_id = ${actor.companyId} order by name asc, id asc offset ${offset} limit 10`)).map((row) => Number(row.id));
    const page = async (n: number) => (await inject(actor, "GET", `/api/gadgets?sort=name&order=asc&perPage=10&page=${n}`)).json().data.map((row: { id: number }) => row.id);
    const straight = DEFERRED_OFFSET / 10; // the last page before the deferred read
    expect(await page(straight)).toEqual(await expected((straight - 1) * 10));
    expect(await page(straight + 1)).toEqual(await expected(straight * 10));
    expect(await page(straight + 3)).toEqual(await expected((straight + 2) * 10));
    expect(await page(straight + 3)).toHaveLength(5);
  });
});
