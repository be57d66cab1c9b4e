export type { FileStorage } from "./types";
export { createLocalStorage } from "./local";
export { isStorageKey, newStorageKey, STORAGE_KEY_PATTERN } from "./keys";
