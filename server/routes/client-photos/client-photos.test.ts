import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../../src/domain/uploads";
import { uploads } from "../../db/core";
import { translate } from "../../i18n";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { JPEG_BYTES, PNG_BYTES } from "../uploads/test-helpers";

let t: TestApp;
let owner: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t?.close());

/** A multipart/form-data body with a `client_id` field and one `file` part, as the page's FormData sends it. */
function photoForm(clientId: number | string | undefined, fileName: string, bytes: Buffer) {
  const boundary = `----vitest${randomBytes(8).toString("hex")}`;
  const field = clientId === undefined ? "" : `--${boundary}\r\nContent-Disposition: form-data; name="client_id"\r\n\r\n${clientId}\r\n`;
  const head = Buffer.from(`${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (actor: Actor | null, clientId: number | string | undefined, fileName: string, bytes: Buffer) => {
  const form = photoForm(clientId, fileName, bytes);
  return t.app.inject({ method: "POST", url: "/api/clients/uploadimage", headers: { ...(actor?.headers ?? {}), ...form.headers }, payload: form.payload });
};
const remove = (actor: Actor | null, id: number) => t.app.inject({ method: "POST", url: "/api/clients/deleteimage", headers: actor?.headers ?? {}, payload: { id } });
const client = async (actor: Actor, full_name = "Şule Işık") =>
  (await t.app.repositories({ companyId: actor.companyId, actorId: actor.userId }).resource("clients").create({ type: "person", role: "client", full_name })).id as number;
const keyOf = (image: string) => image.slice("/uploads/".length);
const uploadRow = async (key: string) => t.database.db.select().from(uploads).where(eq(uploads.storage_key, key));

describe("POST /api/clients/uploadimage, GET /api/clients/:id/images, POST /api/clients/deleteimage", () => {
  it("stores a PNG and a JPEG as her photos, lists them, and deletes one with its file", async () => {
    const bride = await client(owner);
    const png = await upload(owner, bride, "prova.png", PNG_BYTES);
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ client_id: bride, image: expect.stringMatching(/^\/uploads\/[^/]+\.png$/) });
    const jpeg = await upload(owner, bride, "gelinlik.JPEG", JPEG_BYTES);
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().image).toMatch(/\.jpg$/);
    expect(await t.app.storage.get(keyOf(png.json().image))).toEqual(PNG_BYTES);
    expect(await uploadRow(keyOf(png.json().image))).toHaveLength(1);

    const listed = await t.app.inject({ method: "GET", url: `/api/clients/${bride}/images`, headers: owner.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((row: { id: number }) => row.id).sort()).toEqual([png.json().id, jpeg.json().id].sort());

    const deleted = await remove(owner, png.json().id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe("Resim silindi.");
    expect(await t.app.storage.get(keyOf(png.json().image))).toBeNull();
    expect(await uploadRow(keyOf(png.json().image))).toEqual([]);
    const after = await t.app.inject({ method: "GET", url: `/api/clients/${bride}/images`, headers: owner.headers });
    expect(after.json().data.map((row: { id: number }) => row.id)).toEqual([jpeg.json().id]);
    expect((await remove(owner, png.json().id)).statusCode).toBe(404);
  });

  it("refuses a text file named .png by its content (422 on file), a missing file, a missing client_id and an oversized file", async () => {
    const bride = await client(owner);
    const renamed = await upload(owner, bride, "foto.png", Buffer.from("bu bir resim değil"));
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ file: ["Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz."] });
    const noClient = await upload(owner, undefined, "foto.png", PNG_BYTES);
    expect(noClient.statusCode).toBe(422);
    expect(noClient.json().errors).toEqual({ client_id: ["Bu alan zorunludur."] });
    const badClient = await upload(owner, "abc", "foto.png", PNG_BYTES);
    expect(badClient.json().errors).toEqual({ client_id: ["Değer türü hatalı."] });
    // The same refusal in the caller's language.
    const form = photoForm(bride, "foto.png", Buffer.from("kein Bild"));
    const german = await t.app.inject({ method: "POST", url: "/api/clients/uploadimage", headers: { ...owner.headers, ...form.headers, "accept-language": "de" }, payload: form.payload });
    expect(german.statusCode).toBe(422);
    expect(german.json().errors.file).toEqual([translate("de", "server.uploads.onlyJpegPng")]);
    expect(german.json().errors.file[0]).not.toBe("Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.");
    const big = await upload(owner, bride, "buyuk.png", Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_IMAGE_BYTES)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ file: ["Dosya en fazla 2 MB olabilir."] });
    const json = await t.app.inject({ method: "POST", url: "/api/clients/uploadimage", headers: owner.headers, payload: { client_id: bride } });
    expect(json.statusCode).toBe(422);
    expect(Object.keys(json.json().errors)).toEqual(["file"]);
    const listed = await t.app.inject({ method: "GET", url: `/api/clients/${bride}/images`, headers: owner.headers });
    expect(listed.json().data).toEqual([]);
  });

  it("answers 403 without productimage_permission, 404 for another company's client or photo, 401 without a token", async () => {
    const bride = await client(owner);
    const photo = (await upload(owner, bride, "prova.png", PNG_BYTES)).json();
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { productimage_permission: false } });
    expect((await upload(staff, bride, "prova.png", PNG_BYTES)).statusCode).toBe(403);
    expect((await remove(staff, photo.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/clients/${bride}/images`, headers: staff.headers })).statusCode).toBe(403);
    const other = await createActor(t.database.db);
    expect((await upload(other, bride, "prova.png", PNG_BYTES)).statusCode).toBe(404);
    expect((await remove(other, photo.id)).statusCode).toBe(404);
    expect((await upload(null, bride, "prova.png", PNG_BYTES)).statusCode).toBe(401);
    expect((await remove(null, photo.id)).statusCode).toBe(401);
    expect(await t.app.storage.get(keyOf(photo.image))).toEqual(PNG_BYTES);
  });

  it("removes her photos' files when the first user deletes the client", async () => {
    const bride = await client(owner, "Silinecek Müşteri");
    const photo = (await upload(owner, bride, "prova.png", PNG_BYTES)).json();
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/clients/${bride}`, headers: owner.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await uploadRow(keyOf(photo.image))).toEqual([]);
    // The files go by a job that exists once the delete has committed (the runner polls; a test runs it).
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await t.app.storage.get(keyOf(photo.image))).toBeNull();
  });

  it("keeps her photos and files when her delete is refused (she has records)", async () => {
    const bride = await client(owner, "Kayıtlı Müşteri");
    const photo = (await upload(owner, bride, "prova.png", PNG_BYTES)).json();
    await t.app.repositories({ companyId: owner.companyId, actorId: owner.userId }).resource("accountings").create({ kind: "income", type: "income", date: "2026-03-01", price: "10.00", payment_type: "cash", type_of_payment: "one_time", client_id: bride });
    const refused = await t.app.inject({ method: "DELETE", url: `/api/clients/${bride}`, headers: owner.headers });
    expect(refused.statusCode).toBe(409);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(await t.app.storage.get(keyOf(photo.image))).toEqual(PNG_BYTES);
    expect(await uploadRow(keyOf(photo.image))).toHaveLength(1);
    const listed = await t.app.inject({ method: "GET", url: `/api/clients/${bride}/images`, headers: owner.headers });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toEqual([photo.id]);
  });
});
