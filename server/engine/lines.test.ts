import { and, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/core";
import type { TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import type { WriteContext } from "./crud-routes";
import { createThrowawayApp } from "./__fixtures__/throwaway-app";

/** Lines (`parent.lines`) over the throwaway gizmos and their gizmo_lines: written with the gizmo, in one unit of work. */
let t: TestApp;
let owner: Actor;
let other: Actor;
let kinds: number[];

beforeAll(async () => {
  t = await createThrowawayApp({
    gizmos: {
      // A parent whose own write fails after its lines are written must leave none behind.
      async afterWrite(context: WriteContext) {
        if (context.after?.name === "geri al") throw new Error("hook refused");
      },
    },
  });
  owner = await createActor(t.database.db);
  other = await createActor(t.database.db);
  kinds = [];
  for (const name of ["duvak", "taç", "eldiven"]) kinds.push((await inject(owner, "POST", "/api/gadget_kinds", { name })).json().id);
});
afterAll(() => t?.close());

const inject = (actor: Actor, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: actor.headers, payload });
let barcodes = 0;
const gizmo = (lines: Record<string, unknown>[], values: Record<string, unknown> = {}) => ({ name: "set", barcode: `L-${++barcodes}`, lines, ...values });
const threeLines = () => [
  { kind_id: kinds[0], quantity: 2, price: "100.50" },
  { kind_id: kinds[1], quantity: 1, price: "40.00", note: "kenar dantel" },
  { kind_id: kinds[2], quantity: 3, price: "10.25" },
];
const rowsOf = async (query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
/** The lines as stored: what a report would read in SQL. */
const storedLines = (gizmoId: number) => rowsOf(sql`select id, kind_id, quantity, price, position from gizmo_lines where gizmo_id = ${gizmoId} order by position`);
const lineCount = async (companyId: number) => Number((await rowsOf(sql`select count(*) as total from gizmo_lines where company_id = ${companyId}`))[0].total);

describe("lines written with their parent", () => {
  it("creates a record with its lines, in order, and answers them on the record only", async () => {
    const created = await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()));
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row.lines).toEqual(threeLines().map((line) => ({ id: expect.any(Number), ...line })));
    // The parent's figure is SQL over the lines' table, counted once the lines are in.
    expect(row.lines_total).toBe("271.75");
    expect((await storedLines(row.id)).map((line) => [Number(line.kind_id), Number(line.position)])).toEqual([[kinds[0], 0], [kinds[1], 1], [kinds[2], 2]]);

    const read = (await inject(owner, "GET", `/api/gizmos/${row.id}`)).json();
    expect(read.lines).toEqual(row.lines);
    // Lists leave the lines out (a page of records would read every record's lines).
    const listed = (await inject(owner, "GET", "/api/gizmos?perPage=100")).json().data.find((candidate: { id: number }) => candidate.id === row.id);
    expect(listed).not.toHaveProperty("lines");
    expect(listed.lines_total).toBe("271.75");
    // The lines stay their own resource, under their parent, in its order.
    const under = (await inject(owner, "GET", `/api/gizmos/${row.id}/lines`)).json();
    expect(under.data.map((line: { id: number }) => line.id)).toEqual(row.lines.map((line: { id: number }) => line.id));
  });

  it("replaces the set on a change: keeps the lines sent with their id, adds new ones, deletes the missing ones", async () => {
    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    const [first, second, third] = row.lines;
    const changed = await inject(owner, "PUT", `/api/gizmos/${row.id}`, {
      ...gizmo([{ ...third, quantity: 4 }, { kind_id: kinds[1], quantity: 1, price: "5.00" }, first]),
      barcode: row.barcode,
      version: row.version,
    });
    expect(changed.statusCode).toBe(200);
    const lines = changed.json().lines;
    expect(lines.map((line: { id: number }) => line.id)).toEqual([third.id, expect.any(Number), first.id]);
    expect(lines[1].id).not.toBe(second.id);
    expect(lines[0]).toEqual({ ...third, quantity: 4 });
    expect(changed.json().lines_total).toBe("247.00");
    expect((await storedLines(row.id)).map((line) => [Number(line.id), Number(line.position)])).toEqual([[third.id, 0], [lines[1].id, 1], [first.id, 2]]);
    // A change that sends no lines leaves none.
    const emptied = await inject(owner, "PUT", `/api/gizmos/${row.id}`, { name: "set", barcode: row.barcode });
    expect(emptied.json()).toMatchObject({ lines: [], lines_total: "0.00" });
    expect(await storedLines(row.id)).toEqual([]);
  });

  it("clears a field that a kept line leaves out, as a change clears the record's own", async () => {
    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    const { note: _note, ...withoutNote } = row.lines[1];
    const changed = await inject(owner, "PUT", `/api/gizmos/${row.id}`, { ...gizmo([withoutNote]), barcode: row.barcode });
    expect(changed.json().lines).toEqual([withoutNote]);
  });

  it("writes the lines into the audit entry's before and after", async () => {
    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines().slice(0, 1)))).json();
    await inject(owner, "PUT", `/api/gizmos/${row.id}`, { ...gizmo([...row.lines, { kind_id: kinds[2], quantity: 2, price: "1.00" }]), barcode: row.barcode });
    const [created, updated] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "gizmos"), eq(auditLog.record_id, row.id)))
      .orderBy(auditLog.id);
    expect((created.after as { lines: unknown[] }).lines).toEqual(row.lines);
    expect((updated.before as { lines: unknown[] }).lines).toEqual(row.lines);
    expect((updated.after as { lines: { kind_id: number }[] }).lines.map((line) => line.kind_id)).toEqual([kinds[0], kinds[2]]);
  });
});

describe("a bad line", () => {
  it("answers 422 naming the line's field and writes nothing, on create and on change", async () => {
    const lines = threeLines();
    lines[2].price = "10,25";
    const before = await lineCount(owner.companyId);
    const refused = await inject(owner, "POST", "/api/gizmos", gizmo(lines));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["lines.2.price"]);
    expect(await lineCount(owner.companyId)).toBe(before);

    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    const change = await inject(owner, "PUT", `/api/gizmos/${row.id}`, { ...gizmo([row.lines[0], { kind_id: kinds[0], quantity: 0, price: "1.00" }]), barcode: row.barcode });
    expect(change.statusCode).toBe(422);
    expect(Object.keys(change.json().errors)).toEqual(["lines.1.quantity"]);
    expect((await inject(owner, "GET", `/api/gizmos/${row.id}`)).json()).toEqual(row);
  });

  it("refuses more lines than the record may hold", async () => {
    const refused = await inject(owner, "POST", "/api/gizmos", gizmo(Array.from({ length: 21 }, () => threeLines()[0])));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["lines"]);
  });

  it("refuses another company's reference in a line", async () => {
    const foreign = (await inject(other, "POST", "/api/gadget_kinds", { name: "başkası" })).json().id;
    const before = await lineCount(owner.companyId);
    const refused = await inject(owner, "POST", "/api/gizmos", gizmo([threeLines()[0], { kind_id: foreign, quantity: 1, price: "1.00" }]));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["lines.1.kind_id"]);
    expect(await lineCount(owner.companyId)).toBe(before);
  });

  it("refuses to keep a line of another record, or one line twice", async () => {
    const mine = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    const another = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    const stolen = await inject(owner, "PUT", `/api/gizmos/${mine.id}`, { ...gizmo([mine.lines[0], another.lines[0]]), barcode: mine.barcode });
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(stolen.json().errors)).toEqual(["lines.1.id"]);
    const twice = await inject(owner, "PUT", `/api/gizmos/${mine.id}`, { ...gizmo([mine.lines[0], mine.lines[0]]), barcode: mine.barcode });
    expect(Object.keys(twice.json().errors)).toEqual(["lines.1.id"]);
    expect((await inject(owner, "GET", `/api/gizmos/${another.id}`)).json().lines).toEqual(another.lines);
    expect((await inject(owner, "GET", `/api/gizmos/${mine.id}`)).json().lines).toEqual(mine.lines);
  });
});

describe("one unit of work", () => {
  it("leaves no line behind when the parent's write fails, and keeps the old lines when its change fails", async () => {
    const before = await lineCount(owner.companyId);
    expect((await inject(owner, "POST", "/api/gizmos", gizmo(threeLines(), { name: "geri al" }))).statusCode).toBe(500);
    expect(await lineCount(owner.companyId)).toBe(before);

    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    const failing = await inject(owner, "PUT", `/api/gizmos/${row.id}`, { ...gizmo([]), name: "geri al", barcode: row.barcode });
    expect(failing.statusCode).toBe(500);
    // A duplicate barcode fails the parent's own row: the lines sent with it are not written either.
    const taken = (await inject(owner, "POST", "/api/gizmos", gizmo([]))).json().barcode;
    const duplicate = await inject(owner, "PUT", `/api/gizmos/${row.id}`, { ...gizmo([threeLines()[0]]), barcode: taken });
    expect(duplicate.statusCode).toBe(422);
    expect((await inject(owner, "GET", `/api/gizmos/${row.id}`)).json()).toEqual(row);
  });

  it("refuses a change based on a stale version, also when only a line changed meanwhile", async () => {
    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    // A line added on its own changes the record: the form that loaded the old lines is stale.
    const added = await inject(owner, "POST", `/api/gizmos/${row.id}/lines`, { kind_id: kinds[0], quantity: 1, price: "9.00" });
    expect(added.statusCode).toBe(201);
    const stale = await inject(owner, "PUT", `/api/gizmos/${row.id}`, { ...gizmo(row.lines), barcode: row.barcode, version: row.version });
    expect(stale.statusCode).toBe(409);
    const now = (await inject(owner, "GET", `/api/gizmos/${row.id}`)).json();
    expect(now.lines.map((line: { id: number }) => line.id)).toEqual([...row.lines.map((line: { id: number }) => line.id), added.json().id]);
    expect(now.version).toBeGreaterThan(row.version);
    // Deleting a line on its own counts as a change too.
    expect((await inject(owner, "DELETE", `/api/gizmo_lines/${added.json().id}`)).statusCode).toBe(200);
    expect((await inject(owner, "GET", `/api/gizmos/${row.id}`)).json().version).toBeGreaterThan(now.version);
  });
});

describe("references and deletion", () => {
  it("guards a row that a line points at, and lets it go once no line does", async () => {
    const kind = (await inject(owner, "POST", "/api/gadget_kinds", { name: "kullanılan" })).json().id;
    const row = (await inject(owner, "POST", "/api/gizmos", gizmo([{ kind_id: kind, quantity: 1, price: "1.00" }]))).json();
    expect((await inject(owner, "DELETE", `/api/gadget_kinds/${kind}`)).statusCode).toBe(409);
    await inject(owner, "PUT", `/api/gizmos/${row.id}`, { ...gizmo([]), barcode: row.barcode });
    expect((await inject(owner, "DELETE", `/api/gadget_kinds/${kind}`)).statusCode).toBe(200);
  });

  it("keeps the lines while the record is in the bin and deletes them with it", async () => {
    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    expect((await inject(owner, "DELETE", `/api/gizmos/${row.id}`)).statusCode).toBe(200);
    expect(await storedLines(row.id)).toHaveLength(3);
    // A binned record's lines are not changed on their own either.
    expect((await inject(owner, "DELETE", `/api/gizmo_lines/${row.lines[0].id}`)).statusCode).toBe(404);
    expect((await inject(owner, "DELETE", `/api/gizmos/${row.id}/purge`)).statusCode).toBe(200);
    expect(await storedLines(row.id)).toEqual([]);
  });

  it("keeps another company away from the lines", async () => {
    const row = (await inject(owner, "POST", "/api/gizmos", gizmo(threeLines()))).json();
    expect((await inject(other, "GET", `/api/gizmos/${row.id}/lines`)).statusCode).toBe(404);
    expect((await inject(other, "GET", `/api/gizmo_lines/${row.lines[0].id}`)).statusCode).toBe(404);
    expect((await inject(other, "POST", `/api/gizmos/${row.id}/lines`, { kind_id: kinds[0], quantity: 1, price: "1.00" })).statusCode).toBe(404);
  });
});
