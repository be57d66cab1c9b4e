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

/**
 * Whether a form offers a field at all: a create-only one (`x-create-only`, a new user's password) on create
 * only, one the company grants (`x-company-flag`) only where the signed-in company holds that flag. Left out,
 * the server keeps what is stored.
 */
export const fieldOffered = (field: FieldDescriptor, action: "create" | "edit", company: HeldFlags): boolean =>
  (action === "create" || field.property["x-create-only"] !== true) &&
  (field.property["x-company-flag"] === undefined || company?.[field.property["x-company-flag"]] === true);
