import type { Repositories, Row } from "../../data";
import { fileKeysOf } from "../../engine/file-fields";

/** A client's photo row and its upload row go; answers the storage keys to remove once that is committed. */
export async function removeClientImage(repos: Repositories, image: Row): Promise<string[]> {
  const keys = fileKeysOf(repos.resource("client_images").definition.schema, image);
  await repos.resource("client_images").remove(image.id as number);
  await repos.audit.recordChange({ action: "delete", resource: "client_images", recordId: image.id as number, before: image });
  for (const key of keys) await repos.uploads.remove(key);
  return keys;
}
