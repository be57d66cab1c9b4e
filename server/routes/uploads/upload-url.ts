import { isStorageKey } from "../../storage";

/** Where a stored file is served: outside /api, since <img> tags send no token. */
export const UPLOADS_PATH = "/uploads";

export const uploadUrl = (key: string): string => `${UPLOADS_PATH}/${key}`;

/**
 * The storage key in a URL image-upload returned: the path itself or the same path on any host (the page
 * may have made it absolute). Anything else is null.
 */
export function storageKeyFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, "http://localhost").pathname;
  } catch {
    return null;
  }
  const prefix = `${UPLOADS_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  const key = pathname.slice(prefix.length);
  return isStorageKey(key) ? key : null;
}
