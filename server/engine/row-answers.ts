import { hasFlag } from "../../src/domain/permissions";
import { fieldRulesOf, fieldUpdateKey, rowCan, type RowPermissions } from "../../src/domain/row-rules";
import type { ResourceSchema } from "../../src/schemas/resource";
import { subjectOf, type Session } from "../auth/session";
import type { Row } from "../data";
import { AppError } from "../errors";
import { writableFields } from "./route-schemas";

/** Fields the caller may see and send: those without `x-permission`, and those whose flag the caller holds. */
export const gatedFields = (schema: ResourceSchema, session: Session | null): string[] =>
  Object.entries(schema.properties)
    .filter(([, property]) => property["x-permission"] && (!session || !hasFlag(subjectOf(session), property["x-permission"])))
    .map(([field]) => field);

/** Gated fields sent by a caller without their flag are a 422 on each of them (nothing is silently dropped). */
export function assertGatedFieldsAbsent(schema: ResourceSchema, session: Session | null, body: Record<string, unknown>): void {
  const sent = gatedFields(schema, session).filter((field) => body[field] !== undefined);
  if (sent.length > 0) {
    throw new AppError(422, "server.errors.validation", Object.fromEntries(sent.map((field) => [field, [{ key: "server.validation.fieldNotAllowed" }]])));
  }
}

const callerOf = (session: Session) => ({ ...subjectOf(session), companyId: session.companyId, userId: session.userId });

/** Everything a row's `_can` answers: the row rules, the declared actions and the fields' own rules (once per schema). */
const rowPermissions = (schema: ResourceSchema): RowPermissions => {
  let found = permissionsOf.get(schema);
  if (!found) {
    const meta = schema["x-resource"];
    permissionsOf.set(schema, (found = { ...meta.rules, actions: meta.actions, fields: fieldRulesOf(schema.properties) }));
  }
  return found;
};
const permissionsOf = new WeakMap<ResourceSchema, RowPermissions>();

/** Each row as the caller may see it: gated fields left out, and `_can` from the resource's row rules (nothing for the public). */
export function shapeRows(schema: ResourceSchema, session: Session | null, rows: Row[]): Row[] {
  const permissions = rowPermissions(schema);
  const hidden = gatedFields(schema, session);
  const caller = session ? callerOf(session) : undefined;
  return rows.map((row) => {
    const can = caller ? rowCan(row, caller, permissions) : { update: false, delete: false };
    const shaped: Row = { ...row, _can: can };
    for (const field of hidden) delete shaped[field];
    return shaped;
  });
}

/** What the caller may do with one row: its `_can` (row rules, actions, fields' own rules). */
export const callerCan = (schema: ResourceSchema, session: Session, row: Row): Record<string, boolean> =>
  rowCan(row, callerOf(session), rowPermissions(schema));

/** The row rule of `operation` must allow it on this row, else a 403 that names no more than that. */
export function assertRowAllows(schema: ResourceSchema, session: Session, row: Row, operation: string): void {
  if (callerCan(schema, session, row)[operation] !== true) throw new AppError(403, "server.errors.ruleRefused");
}

/**
 * `x-update-when`: a field its rule locks on this row keeps its stored value; a different one is a 422 on the
 * field (`message`: the resource's own words, e.g. the owner's flags follow the company).
 */
export function lockedFieldErrors(schema: ResourceSchema, session: Session, row: Row, values: Record<string, unknown>, message: string): Record<string, { key: string }[]> {
  const can = callerCan(schema, session, row);
  const errors: Record<string, { key: string }[]> = {};
  for (const field of Object.keys(fieldRulesOf(schema.properties))) {
    if (can[fieldUpdateKey(field)] === false && values[field] !== undefined && values[field] !== row[field]) errors[field] = [{ key: message }];
  }
  return errors;
}

/**
 * `x-company-flag`: a field becomes true only where the caller's company holds that flag (the operator's
 * per-company grants); one that is already true may stay so. `before`: the stored row of a change.
 */
export function companyFlagErrors(
  schema: ResourceSchema,
  company: Record<string, unknown> | null,
  values: Record<string, unknown>,
  before: Row | undefined,
  message: string,
): Record<string, { key: string }[]> {
  const errors: Record<string, { key: string }[]> = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    const flag = property["x-company-flag"] as string | undefined;
    if (flag && values[field] === true && before?.[field] !== true && company?.[flag] !== true) errors[field] = [{ key: message }];
  }
  return errors;
}

/**
 * What a PUT writes: it replaces the record, so a field left out is cleared (or back to its default), as a
 * form that empties an optional field expects. A secret (`writeOnly`) is never shown, so a form cannot send
 * it back: left out, it is kept; so is a field the caller's flags hide from them.
 */
/**
 * A create's values: what was sent, and each writable field left out at its schema default (a product's stock
 * −1, a lease's status), as a change puts it back to its default. Fields the caller may not send stay out.
 */
export function creationValues(schema: ResourceSchema, session: Session | null, sent: Record<string, unknown>): Record<string, unknown> {
  const hidden = gatedFields(schema, session);
  const defaults = writableFields(schema)
    .filter((field) => sent[field] === undefined && !hidden.includes(field) && schema.properties[field].default !== undefined)
    .map((field) => [field, schema.properties[field].default]);
  return { ...Object.fromEntries(defaults), ...sent };
}

export function replacementValues(schema: ResourceSchema, session: Session, sent: Record<string, unknown>): Record<string, unknown> {
  assertGatedFieldsAbsent(schema, session, sent);
  const hidden = gatedFields(schema, session);
  const property = (field: string) => schema.properties[field];
  // A create-only field (a password) is not part of a change at all.
  const kept = (field: string) =>
    hidden.includes(field) || property(field)["x-create-only"] === true || (property(field).writeOnly === true && sent[field] === undefined);
  return Object.fromEntries(
    writableFields(schema)
      .filter((field) => !kept(field))
      .map((field) => [field, sent[field] ?? property(field).default ?? null]),
  );
}
