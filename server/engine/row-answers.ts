import { hasFlag } from "../../src/domain/permissions";
import { rowCan } from "../../src/domain/row-rules";
import type { ResourceSchema } from "../../src/schemas/resource";
import { subjectOf, type Session } from "../auth/session";
import type { Row } from "../data";
import { AppError, invalid } from "../errors";
import { writableFields } from "./route-schemas";

/** Fields the caller may see and send: those without `x-permission`, and those whose flag the caller holds. */
export const gatedFields = (schema: ResourceSchema, session: Session | null): string[] =>
  Object.entries(schema.properties)
    .filter(([, property]) => property["x-permission"] && (!session || !hasFlag(subjectOf(session), property["x-permission"])))
    .map(([field]) => field);

/** A gated field sent by a caller without its flag is a 422 on that field (nothing is silently dropped). */
export function assertGatedFieldsAbsent(schema: ResourceSchema, session: Session | null, body: Record<string, unknown>): void {
  const sent = gatedFields(schema, session).find((field) => body[field] !== undefined);
  if (sent) throw invalid(sent, "server.validation.fieldNotAllowed");
}

const callerOf = (session: Session) => ({ ...subjectOf(session), companyId: session.companyId });

/** Each row as the caller may see it: gated fields left out, and `_can` from the resource's row rules (nothing for the public). */
export function shapeRows(schema: ResourceSchema, session: Session | null, rows: Row[]): Row[] {
  const meta = schema["x-resource"];
  const hidden = gatedFields(schema, session);
  const caller = session ? callerOf(session) : undefined;
  return rows.map((row) => {
    const can = caller ? rowCan(row, caller, { ...meta.rules, actions: meta.actions }) : { update: false, delete: false };
    const shaped: Row = { ...row, _can: can };
    for (const field of hidden) delete shaped[field];
    return shaped;
  });
}

/** The row rule of `operation` must allow it on this row, else a 403 that names no more than that. */
export function assertRowAllows(schema: ResourceSchema, session: Session, row: Row, operation: string): void {
  const meta = schema["x-resource"];
  const can = rowCan(row, callerOf(session), { ...meta.rules, actions: meta.actions });
  if (can[operation] !== true) throw new AppError(403, "server.errors.ruleRefused");
}

/**
 * What a PUT writes: it replaces the record, so a field left out is cleared (or back to its default), as a
 * form that empties an optional field expects. A secret (`writeOnly`) is never shown, so a form cannot send
 * it back: left out, it is kept; so is a field the caller's flags hide from them.
 */
export function replacementValues(schema: ResourceSchema, session: Session, sent: Record<string, unknown>): Record<string, unknown> {
  assertGatedFieldsAbsent(schema, session, sent);
  const hidden = gatedFields(schema, session);
  const kept = (field: string) => hidden.includes(field) || (schema.properties[field].writeOnly === true && sent[field] === undefined);
  return Object.fromEntries(
    writableFields(schema)
      .filter((field) => !kept(field))
      .map((field) => [field, sent[field] ?? schema.properties[field].default ?? null]),
  );
}
