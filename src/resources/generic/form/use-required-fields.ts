import type { FormInstance } from "antd";
import { useMemo } from "react";
import { conditionFields, conditionalRequired, type ResourceSchema } from "../../../engine";
import { useWatchedValues } from "./use-watched-values";

/**
 * The schema's requireds plus those its `allOf: [{ if, then }]` adds for the values being typed and the
 * values the caller fixed (`presets`, not in the form: a preset sub-category type requires its parent).
 */
export const useRequiredFields = (schema: ResourceSchema, form: FormInstance, presets: Readonly<Record<string, unknown>> = {}): Set<string> => {
  const watched = useMemo(() => conditionFields(schema), [schema]);
  const typed = useWatchedValues(form, watched);
  const values = useMemo(() => ({ ...typed, ...presets }), [typed, presets]);
  return useMemo(() => new Set([...(schema.required ?? []), ...conditionalRequired(schema, values)]), [schema, values]);
};
