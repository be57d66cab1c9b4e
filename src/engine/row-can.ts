import type { ResourceSchema } from "./types";

type Row = Readonly<Record<string, unknown>> | undefined;

const canOf = (row: Row): Readonly<Record<string, unknown>> | undefined =>
  row?._can !== null && typeof row?._can === "object" ? (row._can as Record<string, unknown>) : undefined;

/**
 * Whether a row allows the generic change or delete, as the server answered in its `_can` (row rules). A row
 * without `_can` (an answer of a resource that has no rules, a fixture) allows what access allows.
 */
export const rowAllows = (row: Row, operation: "update" | "delete"): boolean => canOf(row)?.[operation] !== false;

/** A field its own rule locks on this row (`x-update-when`, `_can["update:<field>"]`): shown, not changeable. */
export const fieldLocked = (row: Row, field: string): boolean => canOf(row)?.[`update:${field}`] === false;

/** A declared action runs only where the server said it may: its flag and `when` rule are the server's to judge. */
export const actionAllowed = (row: Row, action: string): boolean => canOf(row)?.[action] === true;

/** The names of `x-resource.actions`, in declaration order. */
export const actionNames = (schema: ResourceSchema): string[] => Object.keys(schema["x-resource"].actions ?? {});
