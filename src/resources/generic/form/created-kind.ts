import { enumLabelKey, type ResourceSchema } from "../../../engine";

/**
 * What a record created with these presets is called, when a preset fixes its kind: a brand, not a category (a
 * `type` of `product-brands` named `categories.enums.type.product-brands`). Undefined when no preset names an
 * enum value with a label of its own; the resource's own name then stands.
 */
export const createdKind = (
  schema: ResourceSchema,
  presets: Readonly<Record<string, unknown>>,
  label: (key: string) => string | undefined,
): string | undefined => {
  for (const [field, value] of Object.entries(presets)) {
    const property = schema.properties[field] as { enum?: readonly unknown[] } | undefined;
    if (!property?.enum?.includes(value) || (typeof value !== "string" && typeof value !== "number")) continue;
    const name = label(enumLabelKey(schema.$id, field, value));
    if (name !== undefined) return name;
  }
  return undefined;
};
