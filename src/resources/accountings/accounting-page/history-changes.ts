/** Columns every write touches or that never change hands: a history line about them would say nothing. */
const BOOKKEEPING = new Set(["id", "company_id", "version", "created_at", "updated_at", "deleted_at", "_can"]);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What one audit entry changed, field by field, in the record's own order: on a create every filled field (before
 * empty), on a delete every field that was filled (after empty), on a change only the fields that differ.
 */
export const changedFields = (before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] => {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !BOOKKEEPING.has(field))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => !same(change.before, change.after));
};

/** `accountings.receive` → `receive`: the audit stores the resource before the action. */
export const actionOf = (action: string): string => action.slice(action.lastIndexOf(".") + 1);
