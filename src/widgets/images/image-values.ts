import type { FieldDescriptor } from "../../engine";

/** A list of uploads (`type: "array"`) or one upload (`format: "upload"`). */
export const holdsList = (field: FieldDescriptor): boolean => field.property.type === "array";

/** How many images the field takes: the list's `maxItems` (the server refuses schemas without it), or one. */
export const maxImagesOf = (field: FieldDescriptor): number =>
  holdsList(field) ? (field.property.maxItems ?? Number.POSITIVE_INFINITY) : 1;

/** The URLs a value holds, whichever the shape. */
export const urlsOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((url): url is string => typeof url === "string" && url !== "");
  return typeof value === "string" && value !== "" ? [value] : [];
};

/** The value to hand back to the form for these URLs: the list itself, or the one URL (undefined when none). */
export const valueOf = (field: FieldDescriptor, urls: string[]): string[] | string | undefined => (holdsList(field) ? urls : urls[0]);
