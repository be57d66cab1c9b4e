import type { FieldDescriptor } from "./types";

/** The permission flags the signed-in user holds; undefined while the identity is still loading. */
export type HeldFlags = Readonly<Partial<Record<string, boolean>>> | undefined;

/**
 * `x-permission`: a gated field exists only for users holding its flag (the server neither answers nor
 * accepts it for anyone else), so the pages leave it out of forms, columns and show pages. While the
 * identity loads nobody is known to hold the flag.
 */
export const fieldAllowed = (field: FieldDescriptor, flags: HeldFlags): boolean =>
  field.permission === undefined || flags?.[field.permission] === true;
