import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { createThrowawayApp } from "../engine/__fixtures__/throwaway-app";
import { decodeCursor, encodeCursor, planFrom } from "./keyset";
import { syncTallies } from "./tallies";
import { recordQueries } from "../test/query-counter";

/** Keyset pages over the throwaway gadgets: a page read from a cursor holds exactly the rows its number holds. */
let t: TestApp;
let actor: Actor;

beforeAll(async () => {
  t = await createThrowawayApp();
  actor = await createActor(t.database.db);
  // Timestamps a microsecond apart and repeated (ties the id must break), as rows written in one second are.
  await t.database.db.execute(sql`
    insert into gadgets (company_id, type, name, created_at)
    select ${actor.companyId}, 'person', 'g ' || n, timestamp '2026-11-20 10:00:00' + (n % 40) * interval '1 microsecond' from generate_series(1, 260) n`);
  // Rows written by SQL are counted again, as the app does at start for rows written outside it.
  await syncTallies(t.database.db, t.app.resources, { force: true });
});
afterAll(() => t?.close());

type Answer = { data: { id: number }[]; cursors?: { first: string; last: string }; current_page: number };
const get = async (query: string): Promise<Answer> => {
  const response = await t.app.inject({ method: "GET", url: `/api/gadgets?perPage=10&${query}`, headers: actor.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const ids = (answer: Answer) => answer.data.map((row) => row.id);

describe("keyset pages", () => {
  for (const sort of ["sort=created_at&order=desc", "sort=created_at&order=asc", "sort=id&order=asc"]) {
    it(`answer from a cursor the rows the page number gives (${sort})`, async () => {
      for (const [from, to] of [[1, 2], [2, 3], [2, 12], [21, 20], [21, 21], [15, 5], [26, 27]]) {
        const shown = await get(`${sort}&page=${from}`);
        const cursor = to > from ? shown.cursors!.last : shown.cursors!.first;
        const byCursor = await get(`${sort}&page=${to}&cursor=${cursor}`);
        const byNumber = await get(`${sort}&page=${to}`);
        expect(ids(byCursor), `${from} → ${to}`).toEqual(ids(byNumber));
        expect(byCursor.current_page).toBe(to);
      }
    });
  }

  it("reads from the cursor's row, not from the start (a cursor of page 5 labelled page 2 leads to page 6's rows)", async () => {
    const fifth = await get("sort=created_at&order=desc&page=5");
    const moved = encodeCursor({ ...decodeCursor(fifth.cursors!.last, "created_at", "desc")!, page: 2 });
    expect(ids(await get(`sort=created_at&order=desc&page=3&cursor=${moved}`))).toEqual(ids(await get("sort=created_at&order=desc&page=6")));
  });

  it("falls back to the page number for a cursor of another sort, a wrong direction or garbage", async () => {
    const byNumber = ids(await get("sort=created_at&order=desc&page=4"));
    const shown = await get("sort=created_at&order=asc&page=3");
    const fromPageThree = await get("sort=created_at&order=desc&page=3");
    for (const cursor of [shown.cursors!.last, fromPageThree.cursors!.first, "not-a-cursor", encodeCursor({ sort: "created_at", order: "desc", value: "x", id: 1.5, page: 3, edge: "last" })]) {
      expect(ids(await get(`sort=created_at&order=desc&page=4&cursor=${cursor}`))).toEqual(byNumber);
    }
  });

  it("reads a deep page nearer the end from the end, holding the rows the page number gives from the start", async () => {
    for (const order of ["desc", "asc"]) {
      const result = await t.database.db.execute(
        sql.raw(`select id from gadgets where company_id = ${actor.companyId} order by created_at ${order}, id ${order}`),
      );
      const all = (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
      // 260 rows: pages 21–26 are at offsets 200–250, past the middle; page 27 is past the end.
      for (const page of [21, 22, 25, 26, 27]) {
        const answer = await get(`sort=created_at&order=${order}&page=${page}`);
        expect(ids(answer), `${order} page ${page}`).toEqual(all.slice((page - 1) * 10, page * 10));
      }
      // Page 25 is read walking the index from the other end: 10 rows after it, not 240 before.
      const recording = recordQueries(t.app.db);
      await get(`sort=created_at&order=${order}&page=25`);
      recording.stop();
      const reverse = order === "desc" ? "asc" : "desc";
      expect(recording.queries.map((query) => query.text).join("\n")).toMatch(new RegExp(`order by "gadgets"."created_at" ${reverse}, "gadgets"."id" ${reverse} limit`));
      for (const page of [37, 38]) {
        const response = await t.app.inject({ method: "GET", url: `/api/gadgets?perPage=7&sort=created_at&order=${order}&page=${page}`, headers: actor.headers });
        expect(ids(response.json()), `${order}: page ${page} of 7 rows`).toEqual(all.slice((page - 1) * 7, page * 7));
      }
    }
  });

  it("gives no cursors where the sort column may be empty (a NULL has no place in a range)", async () => {
    expect((await get("sort=price&order=asc&page=2")).cursors).toBeUndefined();
  });
});

describe("cursor plans", () => {
  const cursor = { sort: "id", order: "asc" as const, value: 5, id: 5, page: 10, edge: "last" as const };
  it("reads forward from a page's last row and backward from its first", () => {
    expect(planFrom(cursor, 12, 15)).toEqual({ backwards: false, inclusive: false, skip: 15 });
    expect(planFrom({ ...cursor, edge: "first" }, 8, 15)).toEqual({ backwards: true, inclusive: false, skip: 15 });
    expect(planFrom({ ...cursor, edge: "first" }, 10, 15)).toEqual({ backwards: false, inclusive: true, skip: 0 });
    expect(planFrom(cursor, 9, 15)).toBeUndefined();
  });

  it("decodes only a cursor made for the sort asked", () => {
    expect(decodeCursor(encodeCursor(cursor), "id", "asc")).toEqual(cursor);
    expect(decodeCursor(encodeCursor(cursor), "id", "desc")).toBeUndefined();
    expect(decodeCursor(encodeCursor(cursor), "created_at", "asc")).toBeUndefined();
    expect(decodeCursor("e30", "id", "asc")).toBeUndefined();
  });
});
