import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, uploads } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { JPEG_BYTES, PNG_BYTES, uploadImage } from "./test-helpers";

const ONLY_JPEG_PNG = "Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.";
const TOO_LARGE = "Dosya en fazla 2 MB olabilir.";

let t: TestApp;
let dataDir: string;
let a: Actor;
let b: Actor;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "uploads-test-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  a = await createActor(t.database.db);
  b = await createActor(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const storedFiles = async () => readdir(path.join(dataDir, "uploads")).catch(() => [] as string[]);
const uploadCount = async () => (await t.database.db.select().from(uploads)).length;
const fetchFile = (url: string) => t.app.inject({ method: "GET", url });
const deleteByUrl = (actor: Actor, url: string) =>
  t.app.inject({ method: "POST", url: "/api/delete-image-by-url", headers: actor.headers, payload: { url } });

describe("POST /api/image-upload", () => {
  it("stores a PNG for the caller's company and serves it without a token, with its type, nosniff, a closed CSP and a long cache", async () => {
    const response = await uploadImage(t.app, a.headers, "logo.png", PNG_BYTES);
    expect(response.statusCode).toBe(201);
    const { file_url } = response.json();
    expect(file_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.storage_key, file_url.slice("/uploads/".length)));
    expect(row).toMatchObject({ company_id: a.companyId, content_type: "image/png", size_bytes: PNG_BYTES.length });

    const served = await fetchFile(file_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("accepts a JPEG whatever the case of its .jpeg name, served as image/jpeg", async () => {
    const response = await uploadImage(t.app, a.headers, "Vitrin.JPEG", JPEG_BYTES);
    expect(response.statusCode).toBe(201);
    expect(response.json().file_url).toMatch(/\.jpg$/);
    expect((await fetchFile(response.json().file_url)).headers["content-type"]).toBe("image/jpeg");
  });

  it.each([
    ["a real PNG renamed to logo.exe", "logo.exe", PNG_BYTES],
    ["a text file named logo.png", "logo.png", Buffer.from("Bu bir resim değil\n")],
    ["a PNG named logo.jpg (content and name disagree)", "logo.jpg", PNG_BYTES],
    ["a PNG without an extension", "logo", PNG_BYTES],
    ["an empty file named logo.png", "logo.png", Buffer.alloc(0)],
  ])("refuses %s with 422 and a clear message, storing nothing", async (_label, fileName, bytes) => {
    const [rowsBefore, filesBefore] = [await uploadCount(), await storedFiles()];
    const response = await uploadImage(t.app, a.headers, fileName, bytes, { contentType: "image/png" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: ONLY_JPEG_PNG, errors: { file: [ONLY_JPEG_PNG] } });
    expect(await uploadCount()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("refuses a file over 2 MB with 422 (not 413 or 500), in the caller's language", async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const before = await uploadCount();
    const response = await uploadImage(t.app, a.headers, "buyuk.png", big);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: TOO_LARGE, errors: { file: [TOO_LARGE] } });
    const german = await uploadImage(t.app, { ...a.headers, "accept-language": "de" }, "buyuk.png", big);
    expect(german.json().message).toBe("Die Datei darf höchstens 2 MB groß sein.");
    expect(await uploadCount()).toBe(before);
  });

  it("accepts an image just under 2 MB, above the JSON body limit", async () => {
    const large = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024 - PNG_BYTES.length)]);
    const response = await uploadImage(t.app, a.headers, "buyuk.png", large);
    expect(response.statusCode).toBe(201);
  });

  it("answers 422 on file when the form has no `file` part or is not multipart", async () => {
    const wrongField = await uploadImage(t.app, a.headers, "logo.png", PNG_BYTES, { field: "image" });
    expect(wrongField.statusCode).toBe(422);
    expect(Object.keys(wrongField.json().errors)).toEqual(["file"]);
    const json = await t.app.inject({ method: "POST", url: "/api/image-upload", headers: a.headers, payload: { file: "x" } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual(["Lütfen bir dosya seçiniz."]);
  });

  const MALFORMED = "Dosya okunamadı: gönderilen form bozuk veya eksik. Lütfen dosyayı tekrar yükleyiniz.";
  const part = `--sinir\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  it.each([
    ["a body cut short", "multipart/form-data; boundary=sinir", Buffer.concat([Buffer.from(part), PNG_BYTES.subarray(0, 20)])],
    ["no boundary", "multipart/form-data", Buffer.concat([Buffer.from(part), PNG_BYTES, Buffer.from("\r\n--sinir--\r\n")])],
    ["garbage for a body", "multipart/form-data; boundary=sinir", Buffer.from("\u0000\u0001 bu bir form değil \r\n\r\n--")],
  ])("answers 422 with a clear message on a malformed form (%s), storing nothing", async (_label, contentType, payload) => {
    const [rowsBefore, filesBefore] = [await uploadCount(), await storedFiles()];
    const response = await t.app.inject({ method: "POST", url: "/api/image-upload", headers: { ...a.headers, "content-type": contentType }, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: MALFORMED, errors: { file: [MALFORMED] } });
    expect(await uploadCount()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("needs a token", async () => {
    expect((await uploadImage(t.app, {}, "logo.png", PNG_BYTES)).statusCode).toBe(401);
  });
});

describe("GET /uploads/:key", () => {
  // Unencoded "../" is resolved by the router before any route; these reach this route's key check.
  it.each(["..%2F..%2Fetc%2Fpasswd", "%2E%2E%2Fdb", `${"A".repeat(32)}.png`, `${"a".repeat(32)}.exe`, `${"a".repeat(32)}.png`])(
    "answers 404 for %s",
    async (key) => {
      const response = await fetchFile(`/uploads/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).not.toMatch(/image/);
    },
  );
});

describe("POST /api/delete-image-by-url", () => {
  it("lets company B delete nothing of company A's: 404, and the file is still served", async () => {
    const { file_url } = (await uploadImage(t.app, a.headers, "logo.png", PNG_BYTES)).json();
    const response = await deleteByUrl(b, file_url);
    expect(response.statusCode).toBe(404);
    expect((await fetchFile(file_url)).statusCode).toBe(200);
  });

  it("removes the company's own file and row, also given the absolute URL, and clears a logo pointing at it", async () => {
    const { file_url } = (await uploadImage(t.app, a.headers, "logo.png", PNG_BYTES)).json();
    await t.database.db.update(companies).set({ logo_url: file_url }).where(eq(companies.id, a.companyId));
    const key = file_url.slice("/uploads/".length);

    const response = await deleteByUrl(a, `http://localhost:3000${file_url}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Resim silindi." });
    expect((await fetchFile(file_url)).statusCode).toBe(404);
    expect(await storedFiles()).not.toContain(key);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.storage_key, key))).toEqual([]);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, a.companyId));
    expect(company.logo_url).toBeNull();
    expect((await deleteByUrl(a, file_url)).statusCode).toBe(404);
  });

  it("answers 404 for a URL that is not an upload", async () => {
    for (const url of ["/images/logo.png", "https://example.com/x.png", "/uploads/../db"]) {
      expect((await deleteByUrl(a, url)).statusCode, url).toBe(404);
    }
  });
});

describe("who may upload and delete", () => {
  it("is the company's first user only: staff without productimage_permission can neither upload nor remove the logo", async () => {
    const uploaded = (await uploadImage(t.app, a.headers, "logo.png", PNG_BYTES)).json().file_url as string;
    const staff = await createActor(t.database.db, { companyId: a.companyId, firstUser: false, permissions: { productimage_permission: false } });
    expect((await uploadImage(t.app, staff.headers, "logo.png", PNG_BYTES)).statusCode).toBe(403);
    const removal = await t.app.inject({ method: "POST", url: "/api/delete-image-by-url", headers: staff.headers, payload: { url: uploaded } });
    expect(removal.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: uploaded })).statusCode).toBe(200);
  });

  it("lets staff holding productimage_permission upload a product picture for their company, but not remove the logo", async () => {
    const staff = await createActor(t.database.db, { companyId: a.companyId, firstUser: false, permissions: { productimage_permission: true } });
    const response = await uploadImage(t.app, staff.headers, "gelinlik.png", PNG_BYTES);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.storage_key, response.json().file_url.slice("/uploads/".length)));
    expect(row.company_id).toBe(a.companyId);
    const removal = await t.app.inject({ method: "POST", url: "/api/delete-image-by-url", headers: staff.headers, payload: { url: response.json().file_url } });
    expect(removal.statusCode).toBe(403);
  });
});
