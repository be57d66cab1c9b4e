import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../src/schemas/resource";
import { auditLog } from "../db/core";
import { fileFields } from "../engine/file-fields";
import { assertSchemaConventions } from "../engine/conventions";
import type { TestApp } from "../test/app";
import { changeBody, createActor, requiredLinesOf, sampleBody, sampleValue, type Actor } from "../test/fixtures";
import { newSecretsKeyText, parseSecretsKey, secretBox } from "../crypto/secrets";
import { SecretUnreadable } from "../data/resource-repository";
import { translate } from "../i18n";
import { DEFAULT_SHOP_TIME_ZONE, wallClockInstant } from "../../src/domain/periods";
import { allSchemas, countRows, createRow, createSuiteApp, ownerOf, referencesFor, suiteSchemas } from "./helpers";

// One database for the whole file: every test makes its own companies and actors, so resources stay independent.
let t: TestApp;
beforeAll(async () => {
  t = await createSuiteApp();
});
afterAll(() => t?.close());

const propertiesWith = (schema: ResourceSchema, keyword: string) => Object.entries(schema.properties).filter(([, property]) => property[keyword] !== undefined);
/**
 * Places that point at a resource with a plain (non-cascading) reference column that a client writes: a read-only
 * one (a record's `process_id`, set by the order's own write) is the same foreign key, and the suites cannot set it.
 */
const referrersOf = (schema: ResourceSchema) =>
  suiteSchemas.flatMap((other) =>
    Object.entries(other.properties)
      .filter(([field, property]) => property["x-ref"] === schema.$id && property.readOnly !== true && other["x-resource"].parent?.field !== field && other.$id !== schema.$id)
      .map(([field]) => ({ other, field })),
  );

/** Values that break each rule of a property's own value (its type, bounds, length): what `x-message` answers for. */
const brokenValues = (property: Record<string, any>): unknown[] => [
  property.type === "string" ? 12 : "x",
  ...(property.minimum !== undefined ? [property.minimum - 1] : []),
  ...(property.maximum !== undefined ? [property.maximum + 1] : []),
  ...(property.type === "integer" ? [(property.minimum ?? 0) + 0.5] : []),
  ...(property.maxLength !== undefined ? ["x".repeat(property.maxLength + 1)] : []),
];

/** Each keyword of the engine's vocabulary, checked on every resource that declares it. */
describe.each(suiteSchemas.map((schema) => [schema.$id, schema] as const))("vocabulary of %s", (_name, schema) => {
  const meta = schema["x-resource"];
  const url = `/api/${schema.$id}`;
  const secrets = propertiesWith(schema, "writeOnly").map(([field]) => field);
  const gated = propertiesWith(schema, "x-permission");
  const worded = propertiesWith(schema, "x-message");
  // `create: "none"`: no POST (the server's modules write the rows), so the cases that create through the API skip it.
  const creates = meta.create !== "none";

  it.runIf(meta.update !== "none")("refuses a change based on a stale version with 409 and keeps the newer one", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const body = changeBody(schema, sampleBody(schema, 2, await referencesFor(t.app, owner, schema, allSchemas)));
    const first = await t.app.inject({ method: "PUT", url: `${url}/${row.id}`, headers: owner.headers, payload: { ...body, version: row.version } });
    expect(first.statusCode).toBe(200);
    const stale = await t.app.inject({ method: "PUT", url: `${url}/${row.id}`, headers: owner.headers, payload: { ...body, version: row.version } });
    expect(stale.statusCode).toBe(409);
    expect((await t.app.inject({ method: "GET", url: `${url}/${row.id}`, headers: owner.headers })).json().version).toBe(first.json().version);
  });

  it.runIf(meta.form?.sections?.length)("is refused at start when a field names a section its form does not declare", () => {
    expect(() => assertSchemaConventions(schema)).not.toThrow();
    const [field, property] = Object.entries(schema.properties)[0];
    const misplaced = { ...schema, properties: { ...schema.properties, [field]: { ...property, "x-ui": { ...property["x-ui"], section: "undeclared" } } } };
    expect(() => assertSchemaConventions(misplaced)).toThrow(`${field} is in section "undeclared"`);
  });

  it.runIf(meta.booking)("books against every booking resource: a clash on the product's days is a 409 naming it, later days are free", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const scope = { companyId: owner.companyId, actorId: owner.userId };
    await t.app.unitOfWork(scope, (repos) => repos.resource("services").update(row.service_id as number, { stock: 1 }));
    const later = (date: unknown, days: number) => new Date(Date.parse(`${String(date)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const other of suiteSchemas.filter((candidate) => candidate["x-resource"].booking)) {
      const body = sampleBody(other, 3, await referencesFor(t.app, owner, other, allSchemas));
      const over = { ...body, service_id: row.service_id, piece: 1, issue_date: row.issue_date, delivery_date: row.delivery_date };
      const refused = await t.app.inject({ method: "POST", url: `/api/${other.$id}`, headers: owner.headers, payload: over });
      expect(refused.statusCode, `${other.$id} over ${schema.$id}: ${refused.body}`).toBe(409);
      expect(refused.json()).toMatchObject({ code: "bookingClash", service_id: row.service_id, clashes: [{ kind: meta.booking, lease_id: row.id }] });
      const free = { ...over, issue_date: later(row.delivery_date, 30), delivery_date: later(row.delivery_date, 31) };
      const booked = await t.app.inject({ method: "POST", url: `/api/${other.$id}`, headers: owner.headers, payload: free });
      expect(booked.statusCode, `${other.$id} after ${schema.$id}: ${booked.body}`).toBe(201);
      await t.app.inject({ method: "DELETE", url: `/api/${other.$id}/${booked.json().id}`, headers: owner.headers });
    }
  });

  it.runIf(meta.schedule)("keeps a span's instants in the shop's zone, refuses an end before the start and an overlap in its calendar (409 naming the other row)", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const day = String(row.start_date).slice(0, 10);
    expect(row.starts_at).toBe(wallClockInstant(day, String(row.start_time), DEFAULT_SHOP_TIME_ZONE).toISOString());
    const per = meta.schedule?.per;
    const body = sampleBody(schema, 3, await referencesFor(t.app, owner, schema, allSchemas));
    const same: Record<string, unknown> = { ...body, start_date: day, end_date: String(row.end_date).slice(0, 10), start_time: row.start_time, end_time: row.end_time };
    if (per) same[per] = row[per] ?? undefined;
    const refused = await t.app.inject({ method: "POST", url, headers: owner.headers, payload: same });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "scheduleClash", clash: { id: row.id } });
    const backwards = await t.app.inject({ method: "POST", url, headers: owner.headers, payload: { ...same, start_time: row.end_time, end_time: row.start_time } });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(["end_time"]);
  });

  it("answers what the caller may do with each row (_can)", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    expect(row._can).toMatchObject({ update: expect.any(Boolean), delete: expect.any(Boolean) });
  });

  it.runIf(meta.softDelete)("moves deleted rows to a bin that only their company sees, restores them", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    expect((await t.app.inject({ method: "DELETE", url: `${url}/${row.id}`, headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `${url}/${row.id}`, headers: a.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${url}/bin`, headers: a.headers })).json().data.map((r: { id: number }) => r.id)).toContain(row.id);
    expect((await t.app.inject({ method: "GET", url: `${url}/bin`, headers: b.headers })).json().data).toEqual([]);
    expect((await t.app.inject({ method: "POST", url: `${url}/${row.id}/restore`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `${url}/${row.id}/restore`, headers: a.headers })).statusCode).toBe(200);
  });

  it.runIf(meta.bin)("answers the bin's counters over its own company's binned rows, and takes the bin page's toggles", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    const other = await createRow(t.app, b, schema);
    for (const [owner, binned] of [[a, row], [b, other]] as const) {
      expect((await t.app.inject({ method: "DELETE", url: `${url}/${binned.id}`, headers: owner.headers })).statusCode).toBe(200);
    }
    await createRow(t.app, a, schema, 2);
    const expected = Object.fromEntries(Object.entries(meta.bin!.counters ?? {}).map(([key, match]) => [key, Object.entries(match).every(([field, value]) => row[field] === value) ? 1 : 0]));
    const bin = await t.app.inject({ method: "GET", url: `${url}/bin`, headers: a.headers });
    expect(bin.json().counters ?? {}).toEqual(expected);
    for (const query of Object.values(meta.bin!.toggles ?? {})) {
      const toggled = await t.app.inject({ method: "GET", url: `${url}/bin?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, headers: a.headers });
      expect(toggled.statusCode, toggled.body).toBe(200);
    }
    const misnamed = { ...schema, "x-resource": { ...meta, bin: { ...meta.bin, filters: ["no_such_filter"] } } };
    expect(() => assertSchemaConventions(misnamed)).toThrow('x-resource.bin.filters names "no_such_filter"');
  });

  it.runIf(creates && meta.unique?.length)("keeps unique fields unique within a company only", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    const duplicate = Object.fromEntries(meta.unique!.map((field) => [field, row[field]]));
    const again = await t.app.inject({ method: "POST", url, headers: a.headers, payload: { ...sampleBody(schema, 3, await referencesFor(t.app, a, schema, allSchemas)), ...duplicate } });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual([meta.unique![0]]);
    // Another company's row may hold the same value; a unique reference (a sheet's sale) is that company's own row.
    const plainDuplicate = Object.fromEntries(Object.entries(duplicate).filter(([field]) => !schema.properties[field]?.["x-ref"]));
    const elsewhere = await t.app.inject({ method: "POST", url, headers: b.headers, payload: { ...sampleBody(schema, 3, await referencesFor(t.app, b, schema, allSchemas)), ...plainDuplicate } });
    expect(elsewhere.statusCode).toBe(201);
  });

  it.runIf(creates && meta.uniqueIgnoringCase)("keeps its name unique ignoring letter case the Turkish way, within a company only", async () => {
    const { field, among = [] } = meta.uniqueIgnoringCase!;
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema, 1, allSchemas, { [field]: "İpek ışıltı" });
    // The same group as the row: its `among` values, an empty one left out as the row left it.
    const body: Record<string, unknown> = { ...sampleBody(schema, 3, await referencesFor(t.app, a, schema, allSchemas)), [field]: "İPEK IŞILTI" };
    for (const other of among) {
      if (row[other] === null || row[other] === undefined) delete body[other];
      else body[other] = row[other];
    }
    const again = await t.app.inject({ method: "POST", url, headers: a.headers, payload: body });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual([field]);
    const elsewhere = await t.app.inject({
      method: "POST",
      url,
      headers: b.headers,
      payload: { ...sampleBody(schema, 1, await referencesFor(t.app, b, schema, allSchemas)), [field]: "İPEK IŞILTI" },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it.runIf(secrets.length)("never answers write-only fields", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const list = (await t.app.inject({ method: "GET", url: `${url}?perPage=100`, headers: owner.headers })).json();
    for (const field of secrets) {
      expect(row).not.toHaveProperty(field);
      expect(list.data[0]).not.toHaveProperty(field);
    }
  });

  it.runIf(creates && worded.length)("answers a field's own message (x-message) for whatever rule its value breaks, in the caller's language", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const body = sampleBody(schema, 1, await referencesFor(t.app, owner, schema, allSchemas));
    for (const [field, property] of worded) {
      const broken = brokenValues(property);
      expect(broken.length, field).toBeGreaterThan(0);
      for (const [language, value] of broken.flatMap((value) => (["tr", "de", "ku"] as const).map((language) => [language, value] as const))) {
        const response = await t.app.inject({ method: "POST", url, headers: { ...owner.headers, "accept-language": language }, payload: { ...body, [field]: value } });
        expect(response.statusCode, `${field} = ${JSON.stringify(value)}`).toBe(422);
        expect(response.json().errors, `${field} = ${JSON.stringify(value)}`).toEqual({ [field]: [translate(language, property["x-message"])] });
      }
    }
    expect(await countRows(t.app, owner, schema)).toBe(0);
  });

  it.runIf(creates && gated.length)("hides fields under a permission flag from users without it and refuses them in a body", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    for (const [field, property] of gated) {
      const without = await createActor(t.database.db, { companyId: owner.companyId, permissions: { [property["x-permission"]]: false } });
      expect((await t.app.inject({ method: "GET", url: `${url}/${row.id}`, headers: without.headers })).json()).not.toHaveProperty(field);
      const body = sampleBody(schema, 4, await referencesFor(t.app, without, schema, allSchemas));
      const refused = await t.app.inject({ method: "POST", url, headers: without.headers, payload: body });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toContain(field);
    }
  });

  it.runIf(creates && meta.audit)("writes an audit entry with the actor for every create", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.resource, schema.$id), eq(auditLog.record_id, row.id)));
    expect(entries.map((entry) => [entry.action, entry.actor_user_id])).toEqual([[`${schema.$id}.create`, owner.userId]]);
  });

  it.runIf(meta.actions)("refuses every action on another company's row", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    for (const [action, declared] of Object.entries(meta.actions ?? {})) {
      // A valid body (addStock's newstock), so the refusal is about the row, not a 422 on the body.
      const properties = (declared.body?.properties ?? {}) as Record<string, unknown>;
      const payload = Object.fromEntries(Object.entries(properties).map(([field, property]) => [field, sampleValue(property)]));
      expect((await t.app.inject({ method: "POST", url: `${url}/${row.id}/${action}`, headers: b.headers, payload })).statusCode).toBe(404);
    }
  });

  it.runIf(meta.publicCreate)("takes a create without a token, and nothing else", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const created = await t.app.inject({ method: "POST", url, remoteAddress: "198.51.100.20", payload: sampleBody(schema, 1) });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `${url}/${created.json().id}`, payload: sampleBody(schema, 2) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `${url}/${created.json().id}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it.runIf(creates && fileFields(schema).length)("refuses a file the company did not upload in a file field", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const notUploaded = `/uploads/${"0".repeat(32)}.png`;
    for (const field of fileFields(schema)) {
      const value = schema.properties[field].type === "array" ? [notUploaded] : notUploaded;
      const body = { ...sampleBody(schema, 5, await referencesFor(t.app, owner, schema, allSchemas)), [field]: value };
      const refused = await t.app.inject({ method: "POST", url, headers: owner.headers, payload: body });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)[0]).toMatch(new RegExp(`^${field}`));
    }
  });

  it.runIf(meta.parent)("lists and adds children only under a parent of the caller's company", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    const under = `/api/${meta.parent!.resource}/${row[meta.parent!.field]}/${meta.parent!.path}`;
    // A parent that requires its lines (a quote) was made with its own sample line first.
    const parentLines = requiredLinesOf(allSchemas.find((candidate) => candidate.$id === meta.parent!.resource)!) ? [expect.any(Number)] : [];
    // The parent's own writes may add children of their own (a client who agreed to campaign SMS gets that consent's row).
    const listed = (await t.app.inject({ method: "GET", url: under, headers: a.headers })).json().data as Record<string, unknown>[];
    expect(listed.map((r) => r.id)).toEqual(expect.arrayContaining([...parentLines, row.id]));
    expect(listed.every((r) => r[meta.parent!.field] === row[meta.parent!.field])).toBe(true);
    expect((await t.app.inject({ method: "GET", url: under, headers: b.headers })).statusCode).toBe(404);
  });

  it.runIf(meta.parent?.lines)("is written with its parent: in the parent's body and answer, in order, and listed under it", async () => {
    const link = meta.parent!;
    const parent = allSchemas.find((candidate) => candidate.$id === link.resource)!;
    const a = await ownerOf(t.database.db, parent);
    const b = await ownerOf(t.database.db, parent);
    const { [link.field]: _parent, ...line } = sampleBody(schema, 1, await referencesFor(t.app, a, schema, allSchemas));
    const body = { ...sampleBody(parent, 1, await referencesFor(t.app, a, parent, allSchemas)), [link.lines!]: [line, line] };
    const created = await t.app.inject({ method: "POST", url: `/api/${parent.$id}`, headers: a.headers, payload: body });
    expect(created.statusCode).toBe(201);
    const lines = created.json()[link.lines!] as { id: number }[];
    expect(lines).toEqual([line, line].map((sent) => ({ id: expect.any(Number), ...sent })));
    const record = `/api/${parent.$id}/${created.json().id}`;
    expect((await t.app.inject({ method: "GET", url: record, headers: a.headers })).json()[link.lines!]).toEqual(lines);
    const under = await t.app.inject({ method: "GET", url: `${record}/${link.path}`, headers: a.headers });
    expect(under.json().data.map((row: { id: number }) => row.id)).toEqual(lines.map((row) => row.id));
    expect((await t.app.inject({ method: "GET", url: `${record}/${link.path}`, headers: b.headers })).statusCode).toBe(404);
  });

  // A resource nobody deletes (`delete: "none"`, orders) has no delete to refuse: its DELETE is a 403 whatever points at it.
  it.runIf(referrersOf(schema).length && meta.delete !== "none")("refuses to delete a row that another row points at (409), also in the bin's purge", async () => {
    const owner = await ownerOf(t.database.db, schema);
    for (const { other, field } of referrersOf(schema)) {
      const referrer = await createRow(t.app, owner, other, 1, allSchemas);
      const target = referrer[field] as number;
      const refused = await t.app.inject({ method: "DELETE", url: `${url}/${target}`, headers: owner.headers });
      if (meta.softDelete) {
        expect(refused.statusCode).toBe(200);
        expect((await t.app.inject({ method: "DELETE", url: `${url}/${target}/purge`, headers: owner.headers })).statusCode).toBe(409);
      } else {
        expect(refused.statusCode).toBe(409);
      }
    }
  });
});

const singletons = allSchemas.filter((schema) => schema["x-resource"].singleton);

describe.each(singletons.map((schema) => [schema.$id, schema] as const))("singleton %s", (_name, schema) => {
  it("keeps one row per company, each company its own", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const url = `/api/${schema.$id}`;
    const body = sampleBody(schema, 1);
    const saved = await t.app.inject({ method: "PUT", url, headers: a.headers, payload: body });
    expect(saved.statusCode).toBe(200);
    const again = await t.app.inject({ method: "PUT", url, headers: a.headers, payload: body });
    expect(again.json().id).toBe(saved.json().id);
    expect((await t.app.inject({ method: "GET", url, headers: b.headers })).json().id).toBeNull();
  });
});

const encrypting = allSchemas.filter((schema) => Object.values(schema.properties).some((property) => property["x-encrypted"] === true));

/** `x-encrypted`: secrets stored encrypted, never answered, read back decrypted only by the server's own modules. */
describe.each(encrypting.map((schema) => [schema.$id, schema] as const))("encrypted secrets of %s", (_name, schema) => {
  const meta = schema["x-resource"];
  const fields = propertiesWith(schema, "x-encrypted").map(([field]) => field);
  const url = `/api/${schema.$id}`;
  const plaintext = (field: string, company: number) => `düz-${field}-${company}-${randomBytes(4).toString("hex")}`;
  /** The stored columns, read from the table itself. */
  const storedOf = async (id: number): Promise<Record<string, string | null>> => {
    const columns = fields.map((field) => `"${field}"`).join(", ");
    const result = (await t.database.db.execute(sql.raw(`select ${columns} from "${schema.$id}" where id = ${Number(id)}`))) as unknown as { rows: Record<string, string | null>[] };
    return result.rows[0];
  };
  /** What the server's modules read: `single`/`get` with `secrets: true`, in the company's scope. */
  const decrypted = (companyId: number, id: number) =>
    t.app.unitOfWork({ companyId }, (repos) => (meta.singleton ? repos.resource(schema.$id).single({ secrets: true }) : repos.resource(schema.$id).get(id, { secrets: true })));
  /** Saves the row with the given secrets: PUT of the singleton, or a row created and then changed. */
  const save = async (owner: Actor, values: Record<string, unknown>, id?: number) => {
    const body = changeBody(schema, { ...sampleBody(schema, 1, await referencesFor(t.app, owner, schema, allSchemas)), ...values });
    if (meta.singleton) return t.app.inject({ method: "PUT", url, headers: owner.headers, payload: body });
    if (id !== undefined) return t.app.inject({ method: "PUT", url: `${url}/${id}`, headers: owner.headers, payload: body });
    return t.app.inject({ method: "POST", url, headers: owner.headers, payload: body });
  };

  it.runIf(meta.singleton)("answers the defaults with no secret stored before the first save", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const fresh = await t.app.inject({ method: "GET", url, headers: owner.headers });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ id: null, _secrets: Object.fromEntries(fields.map((field) => [field, false])) });
  });

  it("stores them encrypted, answers only that they are stored, and gives them back decrypted to the company's own modules", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const secrets = Object.fromEntries(fields.map((field) => [field, plaintext(field, a.companyId)]));
    const saved = await save(a, secrets);
    expect([200, 201]).toContain(saved.statusCode);
    const id = saved.json().id as number;
    for (const answer of [saved.json(), (await t.app.inject({ method: "GET", url: meta.singleton ? url : `${url}/${id}`, headers: a.headers })).json()]) {
      expect(answer._secrets).toEqual(Object.fromEntries(fields.map((field) => [field, true])));
      for (const field of fields) expect(answer).not.toHaveProperty(field);
      expect(JSON.stringify(answer)).not.toContain("düz-");
    }
    const stored = await storedOf(id);
    for (const field of fields) {
      expect(stored[field]).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
      expect(stored[field]).not.toContain(secrets[field]);
    }
    expect(await decrypted(a.companyId, id)).toMatchObject(secrets);
    // Another company's scope never reaches them.
    const byB = await decrypted(b.companyId, id);
    expect(byB === undefined || fields.every((field) => byB[field] !== secrets[field])).toBe(true);
  });

  it("keeps a secret a change leaves out (blank too), and clears one sent as null", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const secrets = Object.fromEntries(fields.map((field) => [field, plaintext(field, owner.companyId)]));
    const id = (await save(owner, secrets)).json().id as number;
    const omitted = Object.fromEntries(fields.map((field) => [field, undefined]));
    const kept = await save(owner, omitted, id);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()._secrets).toEqual(Object.fromEntries(fields.map((field) => [field, true])));
    expect((await save(owner, Object.fromEntries(fields.map((field) => [field, "  "])), id)).statusCode).toBe(200);
    expect(await decrypted(owner.companyId, id)).toMatchObject(secrets);
    const [first, ...others] = fields;
    const cleared = await save(owner, { ...omitted, [first]: null }, id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()._secrets).toEqual({ ...Object.fromEntries(others.map((field) => [field, true])), [first]: false });
    expect((await storedOf(id))[first]).toBeNull();
    expect((await decrypted(owner.companyId, id))?.[first]).toBeNull();
  });

  it("stores a secret of its full length in letters of several bytes (the column holds the encrypted text)", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const longest = Object.fromEntries(fields.map((field) => [field, "ş€".repeat(Math.ceil((schema.properties[field].maxLength ?? 200) / 2)).slice(0, schema.properties[field].maxLength ?? 200)]));
    const saved = await save(owner, longest);
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect(await decrypted(owner.companyId, saved.json().id)).toMatchObject(longest);
  });

  it.runIf(meta.audit)("keeps every secret, encrypted or not, out of the audit log", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const secrets = Object.fromEntries(fields.map((field) => [field, plaintext(field, owner.companyId)]));
    const id = (await save(owner, secrets)).json().id as number;
    await save(owner, Object.fromEntries(fields.map((field) => [field, `${secrets[field]}-2`])), id);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.resource, schema.$id), eq(auditLog.record_id, id)));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const text = JSON.stringify([entry.before, entry.after]);
      expect(text).not.toContain("düz-");
      expect(text).not.toMatch(/v1:/);
      // Only whether each is stored (`_secrets`) may show.
      for (const field of fields) for (const row of [entry.before, entry.after]) expect(row ?? {}).not.toHaveProperty(field);
    }
  });

  it("refuses to decrypt a value written with another key, naming the resource and the field, never the value", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const secrets = Object.fromEntries(fields.map((field) => [field, plaintext(field, owner.companyId)]));
    const id = (await save(owner, secrets)).json().id as number;
    const foreign = secretBox(parseSecretsKey(newSecretsKeyText())!).encrypt(secrets[fields[0]]);
    await t.database.db.execute(sql.raw(`update "${schema.$id}" set "${fields[0]}" = '${foreign}' where id = ${Number(id)}`));
    const failure = await decrypted(owner.companyId, id).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(SecretUnreadable);
    expect(failure!.message).toContain(`${schema.$id}.${fields[0]}`);
    expect(failure!.message).not.toContain(secrets[fields[0]]);
    // The API's answer still only says that one is stored.
    expect((await t.app.inject({ method: "GET", url: meta.singleton ? url : `${url}/${id}`, headers: owner.headers })).json()._secrets[fields[0]]).toBe(true);
  });
});
