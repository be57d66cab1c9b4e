import type { FieldDescriptor } from "../../../engine";
import { widgetFor } from "../../../widgets";

/**
 * The fields to empty after the user changed `changed`: those whose widget depends on one of them
 * (another country empties city and county; another city empties the county).
 */
export const fieldsClearedBy = (fields: readonly FieldDescriptor[], changed: readonly string[]): string[] =>
  fields
    .filter((field) => !changed.includes(field.name) && (widgetFor(field.widget).dependsOn ?? []).some((name) => changed.includes(name)))
    .map((field) => field.name);
