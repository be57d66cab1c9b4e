import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { companies, uploads } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { PNG_BYTES, uploadImage } from "./test-helpers";

// The real own-company repository, whose clearing of the logo can be made to fail after the upload row is gone.
const clearing = vi.hoisted(() => ({ fails: false, attempts: 0 }));
vi.mock("../../data/own-company", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../data/own-company")>();
  return {
    ...actual,
    ownCompanyRepository(...args: Parameters<typeof actual.ownCompanyRepository>) {
      const repo = actual.ownCompanyRepository(...args);
      return {
        ...repo,
        async clearLogoIf(...call: Parameters<typeof repo.clearLogoIf>) {
          clearing.attempts++;
          if (clearing.fails) throw new Error("clearing the logo failed");
          return repo.clearLogoIf(...call);
        },
      };
    },
  };
});

let t: TestApp;
let dataDir: string;
let owner: Actor;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "delete-together-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await createActor(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const deleteByUrl = (url: string) => t.app.inject({ method: "POST", url: "/api/delete-image-by-url", headers: owner.headers, payload: { url } });
const logo = async () => (await t.database.db.select({ logo: companies.logo_url }).from(companies).where(eq(companies.id, owner.companyId)))[0].logo;
const uploadRows = async (url: string) => (await t.database.db.select().from(uploads).where(eq(uploads.storage_key, url.split("/").pop()!))).length;

describe("POST /api/delete-image-by-url as one unit of work", () => {
  it("keeps the upload, its file and the logo when clearing the logo fails, and removes all once it works", async () => {
    const url = (await uploadImage(t.app, owner.headers, "logo.png", PNG_BYTES)).json().file_url as string;
    const setLogo = await t.app.inject({ method: "POST", url: "/api/profile/update-company", headers: owner.headers, payload: { logo_url: url } });
    expect(setLogo.statusCode, setLogo.body).toBe(200);

    clearing.fails = true;
    expect((await deleteByUrl(url)).statusCode).toBe(500);
    expect(clearing.attempts).toBe(1);
    expect(await uploadRows(url)).toBe(1);
    expect(await logo()).toBe(url);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);

    clearing.fails = false;
    expect((await deleteByUrl(url)).statusCode).toBe(200);
    expect(await uploadRows(url)).toBe(0);
    expect(await logo()).toBeNull();
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});
