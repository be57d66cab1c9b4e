import type { FormInstance } from "antd";
import { useMemo } from "react";
import { isVisibleFor, visibilityFields, type FieldDescriptor } from "../../../engine";
import { useWatchedValues } from "./use-watched-values";

/** Names of the fields the form shows for the values being typed and the caller's `presets` (`x-ui.visibleWhen`). */
export const useVisibleFields = (
  fields: readonly FieldDescriptor[],
  form: FormInstance,
  presets: Readonly<Record<string, unknown>> = {},
): Set<string> => {
  const watched = useMemo(() => visibilityFields(fields), [fields]);
  const typed = useWatchedValues(form, watched);
  const values = useMemo(() => ({ ...typed, ...presets }), [typed, presets]);
  return useMemo(() => new Set(fields.filter((field) => isVisibleFor(field, values)).map((field) => field.name)), [fields, values]);
};
