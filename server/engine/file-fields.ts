import type { ResourceSchema } from "../../src/schemas/resource";
import type { Repositories, Row } from "../data";
import { invalid } from "../errors";
import { storageKeyFromUrl, uploadUrl } from "../routes/uploads/upload-url";

/**
 * File fields: a property of `format: "upload"` (one file) or a list of them (a product's images) holds the
 * URLs `image-upload` answered. The files must be the company's own uploads; a file the record no longer
 * holds, or whose record is deleted for good, is removed with it.
 */
const isUpload = (property: any) => property?.format === "upload";

export const fileFields = (schema: ResourceSchema): string[] =>
  Object.entries(schema.properties)
    .filter(([, property]) => isUpload(property) || (property.type === "array" && isUpload(property.items)))
    .map(([field]) => field);

/** The storage keys a row's file fields hold. */
export function fileKeysOf(schema: ResourceSchema, row: Row | undefined): string[] {
  if (!row) return [];
  return fileFields(schema).flatMap((field) => {
    const value = row[field];
    const urls = Array.isArray(value) ? value : value ? [value] : [];
    return urls.map((url) => storageKeyFromUrl(String(url))).filter((key): key is string => key !== null);
  });
}

/** Each file must be one this company uploaded (422 on its position); the stored URL is the canonical one. */
export async function assertOwnUploads(repos: Repositories, schema: ResourceSchema, values: Row): Promise<void> {
  for (const field of fileFields(schema)) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    const urls = Array.isArray(value) ? value : [value];
    const canonical: string[] = [];
    for (const [index, url] of urls.entries()) {
      const key = storageKeyFromUrl(String(url));
      const path = Array.isArray(value) ? `${field}.${index}` : field;
      if (!key || !(await repos.uploads.has(key))) throw invalid(path, "server.validation.uploadNotFound");
      canonical.push(uploadUrl(key));
    }
    values[field] = Array.isArray(value) ? canonical : canonical[0];
  }
}

/** Files a change lets go of: held before, not after (all of them when the row is gone). */
export const releasedFiles = (schema: ResourceSchema, before: Row | undefined, after: Row | undefined): string[] => {
  const kept = new Set(fileKeysOf(schema, after));
  return fileKeysOf(schema, before).filter((key) => !kept.has(key));
};
