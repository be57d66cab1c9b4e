import { Form, type FormInstance } from "antd";
import { useMemo } from "react";
import { conditionFields, conditionalRequired, type ResourceSchema } from "../../../engine";

/** The schema's requireds plus those its `allOf: [{ if, then }]` adds for the values being typed. */
export const useRequiredFields = (schema: ResourceSchema, form: FormInstance): Set<string> => {
  const watched = useMemo(() => conditionFields(schema), [schema]);
  // A string selector keeps re-renders to real changes of the fields the conditions read.
  const snapshot: string | undefined = Form.useWatch(
    (values: Record<string, unknown>) => JSON.stringify(watched.map((name) => values?.[name] ?? null)),
    form,
  );
  return useMemo(() => {
    const parsed: unknown[] = snapshot ? JSON.parse(snapshot) : [];
    const values = Object.fromEntries(watched.map((name, index) => [name, parsed[index] ?? undefined]));
    return new Set([...(schema.required ?? []), ...conditionalRequired(schema, values)]);
  }, [schema, snapshot, watched]);
};
