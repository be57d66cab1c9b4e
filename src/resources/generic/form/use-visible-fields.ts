import { Form, type FormInstance } from "antd";
import { useMemo } from "react";
import { isVisibleFor, visibilityFields, type FieldDescriptor } from "../../../engine";

/** Names of the fields the form shows for the values being typed (`x-ui.visibleWhen`). */
export const useVisibleFields = (fields: readonly FieldDescriptor[], form: FormInstance): Set<string> => {
  const watched = useMemo(() => visibilityFields(fields), [fields]);
  // A string selector keeps re-renders to real changes of the fields visibility reads.
  const snapshot: string | undefined = Form.useWatch(
    (values: Record<string, unknown>) => JSON.stringify(watched.map((name) => values?.[name] ?? null)),
    form,
  );
  return useMemo(() => {
    const parsed: unknown[] = snapshot ? JSON.parse(snapshot) : [];
    const values = Object.fromEntries(watched.map((name, index) => [name, parsed[index] ?? undefined]));
    return new Set(fields.filter((field) => isVisibleFor(field, values)).map((field) => field.name));
  }, [fields, snapshot, watched]);
};
