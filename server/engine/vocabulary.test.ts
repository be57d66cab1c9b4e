import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/core";
import { TEST_SECRETS_KEY, type TestApp } from "../test/app";
import type { ResourceSchema } from "../../src/schemas/resource";
import { lazySecretBox, parseSecretsKey, secretBox } from "../crypto/secrets";
import { assertSchemaConventions } from "./conventions";
import { createActor, type Actor } from "../test/fixtures";
import type { WriteContext } from "./crud-routes";
import { PNG_BYTES, uploadImage } from "../routes/uploads/test-helpers";
import { createThrowawayApp } from "./__fixtures__/throwaway-app";

/** The engine's second step over a throwaway schema (`gizmos`): unit of work, bin, unique, secrets, versions, audit. */
let t: TestApp;
let owner: Actor;
let other: Actor;
const hookCalls: string[] = [];
/** What the gadget settings' hook read back decrypted after each write. */
const decryptedInHook: unknown[] = [];

const dataDir = mkdtempSync(path.join(tmpdir(), "vocabulary-"));

beforeAll(async () => {
  t = await createThrowawayApp({
    gizmos: {
      async beforeWrite(context: WriteContext) {
        hookCalls.push(`before:${context.action}`);
        // A hook may adjust what is written, inside the same transaction.
        if (context.values && typeof context.values.name === "string") context.values.name = context.values.name.trim().toLocaleUpperCase("tr");
      },
      async afterWrite(context: WriteContext) {
        hookCalls.push(`after:${context.action}`);
        // A hook's failure undoes the whole write: the row, and the audit entry written with it.
        if (context.after?.name === "GERİ AL") throw new Error("hook refused");
        // Hooks get the transaction's repositories: what they count includes the row just written.
        if (context.action === "create") expect(await context.repos.resource("gizmos").count({ id: context.after!.id })).toBe(1);
      },
    },
    gadget_settings: {
      // A hook may read the secrets decrypted (a module testing the credentials) and hand that row on: the audit
      // entry written after it must still hold none.
      async afterWrite(context: WriteContext) {
        context.after = await context.repos.resource("gadget_settings").single({ secrets: true });
        decryptedInHook.push(context.after?.api_key);
      },
    },
  }, { DATA_DIR: dataDir });
  owner = await createActor(t.database.db);
  other = await createActor(t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (actor: Actor, payload: Record<string, unknown>, url = "/api/gizmos") => t.app.inject({ method: "POST", url, headers: actor.headers, payload });
const put = (actor: Actor, id: number, payload: Record<string, unknown>) => t.app.inject({ method: "PUT", url: `/api/gizmos/${id}`, headers: actor.headers, payload });
const del = (actor: Actor, url: string) => t.app.inject({ method: "DELETE", url, headers: actor.headers });
const get = (actor: Actor, url: string) => t.app.inject({ method: "GET", url, headers: actor.headers });
const newGizmo = async (actor: Actor, values: Record<string, unknown> = {}) => {
  const response = await post(actor, { name: "duvak", barcode: `B${Math.random().toString(36).slice(2, 10)}`, ...values });
  expect(response.statusCode).toBe(201);
  return response.json();
};

describe("unit of work and hooks", () => {
  it("runs beforeWrite and afterWrite in the write's transaction; a failing hook leaves nothing behind", async () => {
    hookCalls.length = 0;
    const created = await newGizmo(owner, { name: "  kuğu " });
    expect(created.name).toBe("KUĞU");
    expect(hookCalls).toEqual(["before:create", "after:create"]);

    const before = (await get(owner, "/api/gizmos?perPage=100")).json().total;
    const refused = await post(owner, { name: "geri al", barcode: "GERIAL1" });
    expect(refused.statusCode).toBe(500);
    expect((await get(owner, "/api/gizmos?perPage=100")).json().total).toBe(before);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.company_id, owner.companyId), eq(auditLog.action, "gizmos.create")));
    expect(audits.map((row) => (row.after as { barcode: string }).barcode)).not.toContain("GERIAL1");
  });
});

describe("audit", () => {
  it("writes who, which record, before and after for create, change and delete", async () => {
    const created = await newGizmo(owner);
    await put(owner, created.id, { name: "Taç", barcode: created.barcode, secret: "s3cret" });
    await del(owner, `/api/gizmos/${created.id}`);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "gizmos"), eq(auditLog.record_id, created.id)))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(["gizmos.create", "gizmos.update", "gizmos.delete"]);
    expect(rows.every((row) => row.actor_user_id === owner.userId && row.company_id === owner.companyId)).toBe(true);
    expect(rows[1].before).toMatchObject({ name: "DUVAK" });
    expect(rows[1].after).toMatchObject({ name: "TAÇ" });
    // Secrets never reach the log either.
    expect(JSON.stringify(rows)).not.toContain("s3cret");
  });
});

describe("bin (softDelete)", () => {
  it("moves a deleted row to the bin, out of lists, reads and counts; restores it; purges it for good", async () => {
    const row = await newGizmo(owner);
    expect((await del(owner, `/api/gizmos/${row.id}`)).statusCode).toBe(200);
    expect((await get(owner, `/api/gizmos/${row.id}`)).statusCode).toBe(404);
    expect((await get(owner, "/api/gizmos?perPage=100")).json().data.map((r: { id: number }) => r.id)).not.toContain(row.id);
    const bin = (await get(owner, "/api/gizmos/bin?perPage=100")).json();
    expect(bin.data.find((r: { id: number }) => r.id === row.id)).toMatchObject({ id: row.id, deleted_at: expect.any(String) });
    // Deleting again: it is already gone from the live rows.
    expect((await del(owner, `/api/gizmos/${row.id}`)).statusCode).toBe(404);

    const restored = await t.app.inject({ method: "POST", url: `/api/gizmos/${row.id}/restore`, headers: owner.headers });
    expect(restored.statusCode).toBe(200);
    expect((await get(owner, `/api/gizmos/${row.id}`)).statusCode).toBe(200);
    // A live row is not purged: only what is in the bin.
    expect((await del(owner, `/api/gizmos/${row.id}/purge`)).statusCode).toBe(404);

    await del(owner, `/api/gizmos/${row.id}`);
    expect((await del(owner, `/api/gizmos/${row.id}/purge`)).statusCode).toBe(200);
    expect((await get(owner, "/api/gizmos/bin?perPage=100")).json().data.map((r: { id: number }) => r.id)).not.toContain(row.id);
  });

  it("keeps another company out of the bin", async () => {
    const row = await newGizmo(owner);
    await del(owner, `/api/gizmos/${row.id}`);
    expect((await get(other, "/api/gizmos/bin?perPage=100")).json().data).toEqual([]);
    expect((await t.app.inject({ method: "POST", url: `/api/gizmos/${row.id}/restore`, headers: other.headers })).statusCode).toBe(404);
    expect((await del(other, `/api/gizmos/${row.id}/purge`)).statusCode).toBe(404);
  });

  it("refuses the bin to a user who may not delete", async () => {
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false });
    expect((await get(staff, "/api/gizmos/bin")).statusCode).toBe(403);
  });
});

describe("unique per company", () => {
  it("refuses a value twice in one company, allows it in another, and frees it once the row is in the bin", async () => {
    const first = await newGizmo(owner, { barcode: "8690000000011" });
    const twice = await post(owner, { name: "ikinci", barcode: "8690000000011" });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ barcode: ["Bu değer başka bir kayıtta kullanılıyor."] });
    expect((await post(other, { name: "başka dükkan", barcode: "8690000000011" })).statusCode).toBe(201);
    await del(owner, `/api/gizmos/${first.id}`);
    expect((await post(owner, { name: "yenisi", barcode: "8690000000011" })).statusCode).toBe(201);
  });
});

describe("unique ignoring letter case (x-resource.uniqueIgnoringCase)", () => {
  const addNote = (actor: Actor, gizmoId: number, text: string) =>
    t.app.inject({ method: "POST", url: `/api/gizmos/${gizmoId}/notes`, headers: actor.headers, payload: { text } });

  it("refuses a text again in any letter case the Turkish way, within the same `among` values and company only", async () => {
    const gizmo = await newGizmo(owner);
    expect((await addNote(owner, gizmo.id, "İpek Işıltı")).statusCode).toBe(201);
    for (const again of ["İPEK IŞILTI", "ipek ışıltı", "İpek Işıltı"]) {
      const refused = await addNote(owner, gizmo.id, again);
      expect(refused.statusCode, again).toBe(422);
      expect(refused.json().errors, again).toEqual({ text: ["Bu değer başka bir kayıtta kullanılıyor."] });
    }
    // I and İ are two letters in Turkish: "IPEK" is not "İPEK".
    expect((await addNote(owner, gizmo.id, "IPEK IŞILTI")).statusCode).toBe(201);
    // Another gizmo (another `among` value) and another company may hold it.
    expect((await addNote(owner, (await newGizmo(owner)).id, "ipek ışıltı")).statusCode).toBe(201);
    expect((await addNote(other, (await newGizmo(other)).id, "İpek Işıltı")).statusCode).toBe(201);
  });

  it("refuses a change to another row's text, and two racing creates of one name keep one", async () => {
    const gizmo = await newGizmo(owner);
    await addNote(owner, gizmo.id, "Kemer");
    const second = (await addNote(owner, gizmo.id, "Duvak")).json();
    const renamed = await t.app.inject({ method: "PUT", url: `/api/gizmo_notes/${second.id}`, headers: owner.headers, payload: { gizmo_id: gizmo.id, text: "KEMER" } });
    expect(renamed.statusCode).toBe(422);
    const raced = await Promise.all(["Tül", "TÜL", "tül"].map((text) => addNote(owner, gizmo.id, text)));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
  });
});

describe("write-only fields", () => {
  it("stores a secret, never answers it, and keeps it when a change leaves it out", async () => {
    const created = await newGizmo(owner, { secret: "api-anahtari" });
    expect(created).not.toHaveProperty("secret");
    expect((await get(owner, `/api/gizmos/${created.id}`)).json()).not.toHaveProperty("secret");
    const stored = async () => ((await t.database.db.execute(sql`select secret from gizmos where id = ${created.id}`)) as unknown as { rows: { secret: string }[] }).rows[0];
    expect((await stored()).secret).toBe("api-anahtari");
    expect((await put(owner, created.id, { name: "yeni ad", barcode: created.barcode })).statusCode).toBe(200);
    expect((await stored()).secret).toBe("api-anahtari");
    expect((await put(owner, created.id, { name: "yeni ad", barcode: created.barcode, secret: "yeni-anahtar" })).statusCode).toBe(200);
    expect((await stored()).secret).toBe("yeni-anahtar");
  });
});

describe("optimistic concurrency", () => {
  it("refuses a change based on a stale version with a 409 that says so", async () => {
    const created = await newGizmo(owner);
    expect(created.version).toBe(1);
    const first = await put(owner, created.id, { name: "ilk", barcode: created.barcode, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await put(owner, created.id, { name: "eski", barcode: created.barcode, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/başka biri tarafından değiştirildi/);
    expect((await get(owner, `/api/gizmos/${created.id}`)).json().name).toBe("İLK");
  });
});

describe("references", () => {
  it("refuses to delete a row that only the lines of another row point at", async () => {
    const kind = (await post(owner, { name: "parça" }, "/api/gadget_kinds")).json();
    const gadget = await post(owner, { type: "person", name: "Set", parts: [{ kind_id: kind.id }] }, "/api/gadgets");
    expect(gadget.statusCode).toBe(201);
    expect((await del(owner, `/api/gadget_kinds/${kind.id}`)).statusCode).toBe(409);
    await del(owner, `/api/gadgets/${gadget.json().id}`);
    expect((await del(owner, `/api/gadget_kinds/${kind.id}`)).statusCode).toBe(200);
  });

  it("refuses to change what a referenced row was chosen for (a client category in use cannot become an expense category)", async () => {
    const category = (await post(owner, { name: "Gelinler", type: "client-categories" }, "/api/definitions")).json();
    const client = await post(owner, { type: "business", full_name: "Ayşe", category_id: category.id, company_name: "A", tax_office: "Kadıköy", tax_no: "4540536920" }, "/api/clients");
    expect(client.statusCode).toBe(201);
    const changed = await t.app.inject({ method: "PUT", url: `/api/definitions/${category.id}`, headers: owner.headers, payload: { name: "Giderler", type: "expense-categories" } });
    expect(changed.statusCode).toBe(422);
    expect(Object.keys(changed.json().errors)).toEqual(["type"]);
    // Its name may change: clients chose it for its type.
    expect((await t.app.inject({ method: "PUT", url: `/api/definitions/${category.id}`, headers: owner.headers, payload: { name: "Gelin adayları", type: "client-categories" } })).statusCode).toBe(200);
  });
});

describe("row rules and actions", () => {
  it("answers _can per row and runs an action in its unit of work, by its path and the spec's alias", async () => {
    const row = await newGizmo(owner);
    expect(row._can).toEqual({ update: true, delete: true, complete: true });
    const done = await t.app.inject({ method: "POST", url: `/api/gizmos/${row.id}/complete`, headers: owner.headers, payload: { note: "teslim edildi" } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: row.id, is_active: false, _can: { update: false, delete: true, complete: false } });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.record_id, row.id), eq(auditLog.action, "gizmos.complete")));
    expect(audit).toHaveLength(1);

    // The server enforces the same rule the answer showed: a passive row is not changed, not completed twice.
    expect((await put(owner, row.id, { name: "x", barcode: row.barcode })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/complete-gizmo/${row.id}`, headers: owner.headers, payload: {} })).statusCode).toBe(403);
    const fresh = await newGizmo(owner);
    expect((await t.app.inject({ method: "POST", url: `/api/complete-gizmo/${fresh.id}`, headers: owner.headers, payload: {} })).statusCode).toBe(200);
  });

  it("checks the action's body, its flag, and the tenant", async () => {
    const row = await newGizmo(owner);
    const badBody = await t.app.inject({ method: "POST", url: `/api/gizmos/${row.id}/complete`, headers: owner.headers, payload: { unknown: 1 } });
    expect(badBody.statusCode).toBe(422);
    const withoutFlag = await createActor(t.database.db, { companyId: owner.companyId, permissions: { appointment_permission: false } });
    const list = (await get(withoutFlag, "/api/gizmos?perPage=100")).json();
    expect(list.data.find((r: { id: number }) => r.id === row.id)._can.complete).toBe(false);
    expect((await t.app.inject({ method: "POST", url: `/api/gizmos/${row.id}/complete`, headers: withoutFlag.headers, payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/gizmos/${row.id}/complete`, headers: other.headers, payload: {} })).statusCode).toBe(404);
  });
});

describe("fields under a permission flag (x-permission)", () => {
  it("shows, accepts and keeps the field only for users holding the flag", async () => {
    const row = await newGizmo(owner, { size: 40 });
    expect(row.size).toBe(40);
    const staff = await createActor(t.database.db, { companyId: owner.companyId, permissions: { yearsize_permission: false } });
    const seen = (await get(staff, `/api/gizmos/${row.id}`)).json();
    expect(seen).not.toHaveProperty("size");
    const refused = await put(staff, row.id, { name: "beden", barcode: row.barcode, size: 44 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["size"]);
    // A change without the field keeps what the permitted user stored.
    expect((await put(staff, row.id, { name: "beden", barcode: row.barcode })).statusCode).toBe(200);
    expect((await get(owner, `/api/gizmos/${row.id}`)).json().size).toBe(40);
  });
});

describe("singleton", () => {
  it("answers the defaults before the first save, then the company's one row; a secret is kept and never shown", async () => {
    const fresh = await get(owner, "/api/gadget_settings");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ id: null, provider: "organik" });
    const first = await t.app.inject({ method: "PUT", url: "/api/gadget_settings", headers: owner.headers, payload: { title: "GELINLIK", provider: "netgsm", api_key: "gizli" } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty("api_key");
    const second = await t.app.inject({ method: "PUT", url: "/api/gadget_settings", headers: owner.headers, payload: { title: "DUKKAN", provider: "netgsm", version: first.json().version } });
    expect(second.json()).toMatchObject({ id: first.json().id, title: "DUKKAN" });
    const stale = await t.app.inject({ method: "PUT", url: "/api/gadget_settings", headers: owner.headers, payload: { title: "ESKI", version: first.json().version } });
    expect(stale.statusCode).toBe(409);
    const stored = ((await t.database.db.execute(sql`select count(*)::int as n, max(api_key) as key from gadget_settings where company_id = ${owner.companyId}`)) as unknown as { rows: { n: number; key: string }[] }).rows[0];
    // `x-encrypted`: the column holds the encrypted text; the company's own modules read it back.
    expect(stored.n).toBe(1);
    expect(stored.key).toMatch(/^v1:/);
    expect(stored.key).not.toContain("gizli");
    expect(second.json()._secrets).toEqual({ api_key: true });
    expect((await t.app.repositories({ companyId: owner.companyId }).resource("gadget_settings").single({ secrets: true }))?.api_key).toBe("gizli");
    // Another company has its own (still default) settings.
    expect((await get(other, "/api/gadget_settings")).json()).toMatchObject({ id: null, title: null, _secrets: { api_key: false } });
    expect(await t.app.repositories({ companyId: other.companyId }).resource("gadget_settings").single({ secrets: true })).toBeUndefined();
    expect((await t.app.inject({ method: "POST", url: "/api/gadget_settings", headers: owner.headers, payload: {} })).statusCode).toBe(404);
  });
});

describe("audit without secrets", () => {
  it("leaves write-only fields out of before and after, even when a hook's row holds them decrypted", async () => {
    const shop = await createActor(t.database.db);
    const save = (api_key?: string) => t.app.inject({ method: "PUT", url: "/api/gadget_settings", headers: shop.headers, payload: { title: "DENETIM", ...(api_key ? { api_key } : {}) } });
    expect((await save("ilk-anahtar")).statusCode).toBe(200);
    expect((await save("ikinci-anahtar")).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.company_id, shop.companyId), eq(auditLog.resource, "gadget_settings")));
    expect(entries).toHaveLength(2);
    const text = JSON.stringify(entries.map((entry) => [entry.before, entry.after]));
    expect(text).not.toContain("anahtar");
    expect(text).not.toContain("v1:");
    expect(entries.every((entry) => !(entry.after && "api_key" in (entry.after as object)))).toBe(true);
    // The hook did read the secret decrypted (see beforeAll): what the audit left out was there.
    expect(decryptedInHook).toContain("ikinci-anahtar");
  });
});

describe('create: "none"', () => {
  it("lists and reads the rows the server writes, and has no POST, PUT or DELETE for them", async () => {
    const shop = await createActor(t.database.db);
    const kind = (await post(shop, { name: "günlük" }, "/api/gadget_kinds")).json();
    const row = await t.app.unitOfWork({ companyId: shop.companyId }, (repos) => repos.resource("gadget_logs").create({ message: "Gönderildi", level: "info", kind_id: kind.id }));
    const listed = (await get(shop, "/api/gadget_logs")).json();
    expect(listed.data.map((entry: { id: number }) => entry.id)).toEqual([row.id]);
    expect((await get(shop, `/api/gadget_logs/${row.id}`)).json()).toMatchObject({ id: row.id, message: "Gönderildi", kind_id: kind.id });
    expect((await t.app.inject({ method: "POST", url: "/api/gadget_logs", headers: shop.headers, payload: { message: "elle", level: "info" } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PUT", url: `/api/gadget_logs/${row.id}`, headers: shop.headers, payload: { message: "elle", level: "info" } })).statusCode).toBe(404);
    // `delete: "none"` beside it: nobody may delete (403), as for any resource declaring it.
    expect((await del(shop, `/api/gadget_logs/${row.id}`)).statusCode).toBe(403);
    expect((await get(shop, "/api/gadget_logs")).json().total).toBe(1);
    // Another company neither lists nor reads it.
    expect((await get(other, `/api/gadget_logs/${row.id}`)).statusCode).toBe(404);
  });

  it("is refused with a create page (routes.create): there is nothing to create with", async () => {
    const { gadgetLogs } = await import("./__fixtures__/gadgets.schema");
    const withPage = { ...gadgetLogs, "x-resource": { ...gadgetLogs["x-resource"], routes: { list: "gadget-kayitlari", create: "gadget-kaydi-ekle" } } } as unknown as ResourceSchema;
    expect(() => assertSchemaConventions(withPage)).toThrow('create: "none" has no create page');
  });
});

describe("x-encrypted without SECRETS_KEY", () => {
  it("creates DATA_DIR/secrets.key with mode 600 on the first secret, and a restarted server reads with it", async () => {
    const keyDir = mkdtempSync(path.join(tmpdir(), "secrets-key-"));
    const keyed = await createThrowawayApp({}, { DATA_DIR: keyDir, SECRETS_KEY: undefined });
    try {
      const shop = await createActor(keyed.database.db);
      const file = path.join(keyDir, "secrets.key");
      expect(existsSync(file)).toBe(false);
      const saved = await keyed.app.inject({ method: "PUT", url: "/api/gadget_settings", headers: shop.headers, payload: { title: "ANAHTAR", api_key: "dosyadaki" } });
      expect(saved.statusCode).toBe(200);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const stored = ((await keyed.database.db.execute(sql`select api_key from gadget_settings where company_id = ${shop.companyId}`)) as unknown as { rows: { api_key: string }[] }).rows[0].api_key;
      // What a restart does: the key is read from the same file.
      expect(lazySecretBox({ dataDir: keyDir }).decrypt(stored)).toBe("dosyadaki");
      expect(() => secretBox(parseSecretsKey(TEST_SECRETS_KEY)!).decrypt(stored)).toThrow();
    } finally {
      await keyed.close();
      rmSync(keyDir, { recursive: true, force: true });
    }
  });
});

describe("child resources (parent)", () => {
  it("lists and adds a parent's children under it, keeps other companies out, and lets them go with the parent", async () => {
    const gizmo = await newGizmo(owner);
    const added = await t.app.inject({ method: "POST", url: `/api/gizmos/${gizmo.id}/notes`, headers: owner.headers, payload: { text: "Etek kısaltılacak", amount: "150.00" } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ gizmo_id: gizmo.id, text: "Etek kısaltılacak" });
    await t.app.inject({ method: "POST", url: `/api/gizmos/${(await newGizmo(owner)).id}/notes`, headers: owner.headers, payload: { text: "Başka" } });
    const listed = (await get(owner, `/api/gizmos/${gizmo.id}/notes`)).json();
    expect(listed.data.map((row: { text: string }) => row.text)).toEqual(["Etek kısaltılacak"]);

    expect((await get(other, `/api/gizmos/${gizmo.id}/notes`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `/api/gizmos/${gizmo.id}/notes`, headers: other.headers, payload: { text: "x" } })).statusCode).toBe(404);

    // A binned parent keeps its children (it may come back); purged, they go with it.
    await del(owner, `/api/gizmos/${gizmo.id}`);
    await del(owner, `/api/gizmos/${gizmo.id}/purge`);
    expect((await get(owner, `/api/gizmo_notes/${added.json().id}`)).statusCode).toBe(404);
  });
});

describe("arrays of references", () => {
  it("checks every id of the list and guards each referenced row against deletion", async () => {
    const kind = (await post(owner, { name: "hizmet" }, "/api/gadget_kinds")).json();
    const foreign = (await post(other, { name: "başka" }, "/api/gadget_kinds")).json();
    const refused = await post(owner, { name: "set", barcode: "ARR-1", kind_ids: [kind.id, foreign.id] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["kind_ids.1"]);
    const row = await newGizmo(owner, { kind_ids: [kind.id] });
    expect(row.kind_ids).toEqual([kind.id]);
    expect((await del(owner, `/api/gadget_kinds/${kind.id}`)).statusCode).toBe(409);
    await del(owner, `/api/gizmos/${row.id}`);
    // Binned, the row still points at it (it may be restored); purged, it lets go.
    expect((await del(owner, `/api/gadget_kinds/${kind.id}`)).statusCode).toBe(409);
    await del(owner, `/api/gizmos/${row.id}/purge`);
    expect((await del(owner, `/api/gadget_kinds/${kind.id}`)).statusCode).toBe(200);
  });
});

describe("public create", () => {
  it("takes a row without a token, a few times an hour per address, and keeps reading behind sign-in", async () => {
    const apply = (remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/gadget_applications", remoteAddress, payload: { full_name: "Yeni Bayi", phone: "+905321234567" } });
    const first = await apply("203.0.113.7");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ full_name: "Yeni Bayi", _can: { update: false, delete: false } });
    await apply("203.0.113.7");
    await apply("203.0.113.7");
    expect((await apply("203.0.113.7")).statusCode).toBe(429);
    expect((await apply("203.0.113.8")).statusCode).toBe(201);
    expect((await t.app.inject({ method: "GET", url: "/api/gadget_applications" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/gadget_applications/${first.json().id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/gadget_applications/${first.json().id}`, headers: owner.headers })).statusCode).toBe(403);
  });
});

describe("file fields", () => {
  const upload = async (actor: Actor) => {
    const response = await uploadImage(t.app, actor.headers, "gelinlik.png", PNG_BYTES);
    expect(response.statusCode).toBe(201);
    return response.json().file_url as string;
  };
  const stored = (url: string) => existsSync(path.join(dataDir, "uploads", url.split("/").pop()!));

  it("takes only the company's own uploads and removes a file once its record lets go of it", async () => {
    const [first, second] = [await upload(owner), await upload(owner)];
    const foreign = await upload(other);
    const refused = await post(owner, { name: "resimli", barcode: "IMG-1", images: [first, foreign] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["images.1"]);

    const row = await newGizmo(owner, { images: [first, `http://localhost:3000${second}`] });
    expect(row.images).toEqual([first, second]);
    expect((await put(owner, row.id, { name: "resimli", barcode: row.barcode, images: [second] })).statusCode).toBe(200);
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);

    // In the bin the record keeps its files; purged, they go with it.
    await del(owner, `/api/gizmos/${row.id}`);
    expect(stored(second)).toBe(true);
    await del(owner, `/api/gizmos/${row.id}/purge`);
    expect(stored(second)).toBe(false);
    expect(stored(foreign)).toBe(true);
  });
});

describe("computed figures in SQL", () => {
  it("answers them with every row, sorts by them and sums them", async () => {
    const shop = await createActor(t.database.db);
    for (const price of ["10.25", "3.00", "7.50"]) {
      expect((await post(shop, { name: `fiyat ${price}`, barcode: `P${price}`, price })).statusCode).toBe(201);
    }
    const sorted = (await get(shop, "/api/gizmos?sort=doubled&order=desc")).json();
    expect(sorted.data.map((row: { doubled: string }) => Number(row.doubled))).toEqual([20.5, 15, 6]);
    const repos = t.app.repositories({ companyId: shop.companyId });
    expect(await repos.resource("gizmos").sums(["doubled"])).toEqual({ doubled: "41.50" });
  });
});
