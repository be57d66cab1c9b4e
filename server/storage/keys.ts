import { randomBytes } from "node:crypto";

/** 128 random bits in hex and the file's extension: unguessable, so the files can be served without a token. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg)$/;

export const newStorageKey = (extension: "png" | "jpg"): string => `${randomBytes(16).toString("hex")}.${extension}`;

export const isStorageKey = (key: string): boolean => STORAGE_KEY_PATTERN.test(key);
