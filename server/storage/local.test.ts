import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStorageKey } from "./keys";
import { createLocalStorage } from "./local";
import type { FileStorage } from "./types";

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "storage-test-"));
  storage = createLocalStorage(path.join(root, "uploads"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("local file storage", () => {
  it("creates its folder on the first write and reads back the bytes", async () => {
    const key = newStorageKey("png");
    await storage.put(key, Buffer.from([1, 2, 3]), "image/png");
    expect(await storage.get(key)).toEqual(Buffer.from([1, 2, 3]));
    expect(await readdir(path.join(root, "uploads"))).toEqual([key]);
  });

  it("answers null for a missing file and removes files idempotently", async () => {
    const key = newStorageKey("jpg");
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from("x"), "image/jpeg");
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("makes 128-bit random keys", () => {
    const keys = new Set(Array.from({ length: 100 }, () => newStorageKey("png")));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  it("refuses any key outside the strict pattern before touching the disk", async () => {
    for (const key of ["../secret.png", "a/b.png", "..", `${"a".repeat(32)}.exe`, `${"A".repeat(32)}.png`]) {
      await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
      await expect(storage.put(key, Buffer.from("x"), "image/png")).rejects.toThrow(/not a storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/not a storage key/);
    }
  });
});
