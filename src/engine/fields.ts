import type { FieldDescriptor, JsonProperty, ResourceSchema, View, WidgetName } from "./types";

/** Columns the server adds to every table; they have no schema property. */
export const SERVER_FIELDS: Record<string, JsonProperty> = {
  id: { type: "integer", readOnly: true },
  created_at: { type: "string", format: "date-time", readOnly: true },
  updated_at: { type: "string", format: "date-time", readOnly: true },
  /** When a `softDelete` row went to the bin (answered by the bin's list only). */
  deleted_at: { type: "string", format: "date-time", readOnly: true },
  dealer_name: { type: "string", readOnly: true },
};

const typeOf = (property: JsonProperty): string | undefined =>
  Array.isArray(property.type) ? property.type.find((type) => type !== "null") : (property.type as string | undefined);

const FORMAT_WIDGETS: Record<string, WidgetName> = { "tr-mobile": "phone", iban: "iban", tckn: "tckn", vkn: "vkn" };

export const inferWidget = (property: JsonProperty): WidgetName => {
  const declared = property["x-ui"]?.widget;
  if (declared) return declared;
  // A Turkish check's format picks its widget, so a new entity's phone or IBAN is shown formatted without a hint.
  const byFormat = FORMAT_WIDGETS[property.format ?? ""];
  if (byFormat) return byFormat;
  if (property["x-ui"]?.mask) return "masked-input";
  if (property["x-ref"]) return "reference";
  if (property.enum) return "select";
  const type = typeOf(property);
  if (type === "boolean") return "switch";
  if (type === "integer" || type === "number") return "number";
  if (type === "array" && property["x-lines"]) return "lines";
  if (type === "array" && property.items?.properties) return "sub-list";
  // File fields (one upload or a list of them) hold the URLs image-upload answered.
  if (property.format === "upload" || (type === "array" && property.items?.format === "upload")) return "images";
  if (property.format === "money") return "money";
  if (property.format === "date") return "date";
  if (property.format === "date-time") return "datetime";
  if (property.format === "email") return "email";
  return "text";
};

export const describeField = (
  name: string,
  property: JsonProperty,
  required: readonly string[] = [],
  options: { computed?: boolean } = {},
): FieldDescriptor => {
  const widget = inferWidget(property);
  const items = property.items;
  const computed = options.computed === true;
  return {
    name,
    property,
    widget,
    hidden: property["x-ui"]?.hidden ?? [],
    required: required.includes(name),
    readOnly: computed || property.readOnly === true,
    computed,
    visibleWhen: property["x-ui"]?.visibleWhen,
    mask: property["x-ui"]?.mask,
    ref: property["x-ref"],
    enumValues: property.enum,
    permission: property["x-permission"],
    section: property["x-ui"]?.section,
    itemFields:
      (widget === "sub-list" || widget === "lines") && items?.properties
        ? Object.entries(items.properties)
            // A line's id is the server's; the form keeps it with the line (values.ts), never as a field.
            .filter(([itemName]) => widget !== "lines" || itemName !== "id")
            .map(([itemName, itemProperty]) => describeField(itemName, itemProperty, items.required))
        : undefined,
    itemResource: property["x-lines"],
  };
};

/** Every declared property, in declaration order. */
export const describeFields = (schema: ResourceSchema): FieldDescriptor[] =>
  Object.entries(schema.properties as Record<string, JsonProperty>).map(([name, property]) =>
    describeField(name, property, schema.required),
  );

const computedProperties = (schema: ResourceSchema): Record<string, JsonProperty> =>
  (schema["x-resource"].computed ?? {}) as Record<string, JsonProperty>;

/** The read-only figures the server adds to each row (`x-resource.computed`), in declaration order. */
export const computedFields = (schema: ResourceSchema): FieldDescriptor[] =>
  Object.entries(computedProperties(schema)).map(([name, property]) => describeField(name, property, [], { computed: true }));

/**
 * A field by name, including the server's computed figures and its own columns (`created_at`…) that
 * lists and show pages display.
 */
export const fieldByName = (schema: ResourceSchema, name: string): FieldDescriptor => {
  const declared = (schema.properties as Record<string, JsonProperty>)[name];
  if (declared) return describeField(name, declared, schema.required);
  const computed = computedProperties(schema)[name];
  if (computed) return describeField(name, computed, [], { computed: true });
  return describeField(name, SERVER_FIELDS[name] ?? { type: "string" }, schema.required);
};

/** Whether the form shows the field for these values: every `visibleWhen` field holds its value (or one of its values). */
export const isVisibleFor = (field: FieldDescriptor, values: Record<string, unknown>): boolean =>
  Object.entries(field.visibleWhen ?? {}).every(([name, expected]) =>
    Array.isArray(expected) ? (expected as readonly unknown[]).includes(values[name]) : values[name] === expected,
  );

/** Fields whose values decide which form fields are shown. */
export const visibilityFields = (fields: readonly FieldDescriptor[]): string[] => [
  ...new Set(fields.flatMap((field) => Object.keys(field.visibleWhen ?? {}))),
];

export const visibleIn = (field: FieldDescriptor, view: View): boolean => !field.hidden.includes(view);

/** Fields of the create/edit form: not hidden there and not written by the server. */
export const formFields = (schema: ResourceSchema): FieldDescriptor[] =>
  describeFields(schema).filter((field) => visibleIn(field, "form") && !field.readOnly);

/** Fields of the show page: every property not hidden there, the computed figures, then when the record was created. */
export const showFields = (schema: ResourceSchema): FieldDescriptor[] => [
  ...describeFields(schema).filter((field) => visibleIn(field, "show")),
  ...computedFields(schema).filter((field) => visibleIn(field, "show")),
  fieldByName(schema, "created_at"),
];
