import type { FormInstance } from "antd";
import { useMemo } from "react";
import { isVisibleFor, visibilityFields, type FieldDescriptor } from "../../../engine";
import { useWatchedValues } from "./use-watched-values";

/** Names of the fields the form shows for the values being typed (`x-ui.visibleWhen`). */
export const useVisibleFields = (fields: readonly FieldDescriptor[], form: FormInstance): Set<string> => {
  const watched = useMemo(() => visibilityFields(fields), [fields]);
  const values = useWatchedValues(form, watched);
  return useMemo(() => new Set(fields.filter((field) => isVisibleFor(field, values)).map((field) => field.name)), [fields, values]);
};
