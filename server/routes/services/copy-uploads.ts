import type { FastifyInstance } from "fastify";
import type { Repositories } from "../../data";
import { newStorageKey } from "../../storage";
import { storageKeyFromUrl, uploadUrl } from "../uploads/upload-url";

/**
 * Each product of a size series holds its own copy of the pictures: a file goes with the record that lets go of it
 * (a purge, a change), so one key shared by three products would vanish from the other two. The copies are
 * registered in the unit of work; `written` collects their keys so a failed write can remove the bytes.
 */
export async function copyUploads(app: FastifyInstance, repos: Repositories, urls: readonly string[], written: string[]): Promise<string[]> {
  const copies: string[] = [];
  for (const url of urls) {
    const key = storageKeyFromUrl(url)!;
    const bytes = await app.storage.get(key);
    if (!bytes) throw new Error(`upload ${key} is registered but has no bytes`);
    const png = key.endsWith(".png");
    const copy = newStorageKey(png ? "png" : "jpg");
    const contentType = png ? "image/png" : "image/jpeg";
    await app.storage.put(copy, bytes, contentType);
    written.push(copy);
    await repos.uploads.insert({ key: copy, contentType, sizeBytes: bytes.length });
    copies.push(uploadUrl(copy));
  }
  return copies;
}
