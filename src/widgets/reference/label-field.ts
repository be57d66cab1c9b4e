import type { ResourceSchema } from "../../engine";

/** A referenced record is named by its resource's first list column (e.g. a category's `name`). */
export const labelFieldOf = (schema: ResourceSchema | undefined): string => schema?.["x-resource"].list.columns[0] ?? "id";
