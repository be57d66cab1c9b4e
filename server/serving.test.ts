import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients as clientsSchema } from "../src/schemas/clients.schema";
import type { ResourceSchema } from "../src/schemas/resource";
import { precompressDir } from "../scripts/precompress";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { Database } from "./db/client";
import { referencesFor } from "./suites/helpers";
import { openTestDatabase } from "./test/app";
import { createActor, sampleBody, type Actor } from "./test/fixtures";

// A tiny fake build: an index.html, a hashed script and a small file, precompressed as `npm run build` does.
const INDEX_HTML = `<!doctype html><html><head><title>Gelinlik</title></head><body>${"<div id=\"root\"></div>".repeat(80)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify("gelinlik ".repeat(400))});`;

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe("serving the build and compressing answers", () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let owner: Actor;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), "dist-"));
    mkdirSync(path.join(distDir, "assets"));
    writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
    writeFileSync(path.join(distDir, "assets/index-AbC123xy.js"), SCRIPT);
    writeFileSync(path.join(distDir, "logo.svg"), "<svg/>");
    precompressDir(distDir);
    ({ database, drop } = await openTestDatabase());
    owner = await createActor(database.db);
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent-test-data" }), database, closeDatabase: false, distDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("sends a hashed asset's brotli file by Accept-Encoding, cached for a year as immutable", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-AbC123xy.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ "content-encoding": "br", "cache-control": "public, max-age=31536000, immutable" });
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it("sends the gzip file to a client without brotli, and the plain file to one that accepts neither", async () => {
    const gzip = await app.inject({ method: "GET", url: "/assets/index-AbC123xy.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(SCRIPT);
    const plain = await app.inject({ method: "GET", url: "/assets/index-AbC123xy.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers index.html and the SPA fallback compressed with no-cache, so a new build is picked up", async () => {
    for (const url of ["/index.html", "/", "/clients/show/7"]) {
      const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers, url).toMatchObject({ "content-encoding": "br", "cache-control": "no-cache" });
      expect(response.headers["content-type"], url).toMatch(/text\/html/);
      expect(decoded(response), url).toBe(INDEX_HTML);
    }
  });

  it("sends an unhashed small file uncompressed with no-cache", async () => {
    const response = await app.inject({ method: "GET", url: "/logo.svg", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(decoded(response)).toBe("<svg/>");
  });

  it("compresses an API list answer above 1 KB for a client that accepts gzip or brotli, and leaves it plain for one that does not", async () => {
    const schema = clientsSchema as unknown as ResourceSchema;
    const references = await referencesFor(app, owner, schema);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const created = await app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload: sampleBody(schema, seed, references) });
      expect(created.statusCode, created.body).toBe(201);
    }
    const gzip = await app.inject({ method: "GET", url: "/api/clients", headers: { ...owner.headers, "accept-encoding": "gzip" } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ method: "GET", url: "/api/clients", headers: owner.headers });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
    const br = await app.inject({ method: "GET", url: "/api/clients", headers: { ...owner.headers, "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
  });

  it("leaves a small API answer plain and still answers a 422 readable to a client that accepts compression", async () => {
    const small = await app.inject({ method: "GET", url: "/api/ready", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
    const invalid = await app.inject({ method: "POST", url: "/api/clients", headers: { ...owner.headers, "accept-encoding": "br, gzip" }, payload: {} });
    expect(invalid.statusCode).toBe(422);
    expect(JSON.parse(decoded(invalid))).toMatchObject({ message: "Bu alan zorunludur.", errors: { type: ["Bu alan zorunludur."] } });
  });

  it("answers 503 readable to a client that accepts compression once the database is gone", async () => {
    const close = database.close;
    await close();
    database.close = async () => {};
    const response = await app.inject({ method: "GET", url: "/api/clients", headers: { ...owner.headers, "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(decoded(response)).message).toMatch(/^Veritabanına şu anda ulaşılamıyor/);
  });
});
