import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isStorageKey } from "./keys";
import type { FileStorage } from "./types";

/**
 * Files in one folder, named by their key. Keys are checked against the strict pattern before any file
 * system call, so no key can point outside the folder. The folder is created on the first write.
 */
export function createLocalStorage(directory: string): FileStorage {
  const fileOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return path.join(directory, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(directory, { recursive: true });
      // "wx": a key is never overwritten, so a served file never changes under its long cache.
      await writeFile(file, bytes, { flag: "wx", mode: 0o640 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
