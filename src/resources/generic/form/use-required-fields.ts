import type { FormInstance } from "antd";
import { useMemo } from "react";
import { conditionFields, conditionalRequired, type ResourceSchema } from "../../../engine";
import { useWatchedValues } from "./use-watched-values";

/** The schema's requireds plus those its `allOf: [{ if, then }]` adds for the values being typed. */
export const useRequiredFields = (schema: ResourceSchema, form: FormInstance): Set<string> => {
  const watched = useMemo(() => conditionFields(schema), [schema]);
  const values = useWatchedValues(form, watched);
  return useMemo(() => new Set([...(schema.required ?? []), ...conditionalRequired(schema, values)]), [schema, values]);
};
