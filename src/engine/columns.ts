import type { ResourceMeta } from "../schemas/resource";
import { fieldByName, visibleIn } from "./fields";
import { rangeKindOf, type RangeKind } from "./list-filters";
import type { FieldDescriptor, ResourceSchema } from "./types";

export interface ColumnDefinition {
  key: string;
  field: FieldDescriptor;
  sortable: boolean;
  align: "left" | "right";
  /** antd's sort order when the list opens (x-resource.list.defaultSort). */
  defaultSortOrder?: "ascend" | "descend";
}

/** Widgets whose values do not order meaningfully in a table. */
const UNSORTABLE = new Set(["html", "sub-list", "textarea"]);

const meta = (schema: ResourceSchema): ResourceMeta => schema["x-resource"];

/** The dealer's name column that the server adds to rows of the 'all dealers' scope. */
export const DEALER_COLUMN = "dealer_name";

/** Columns of the generated list, in x-resource.list.columns order; `withDealer` prepends the dealer. */
export const columnDefinitions = (schema: ResourceSchema, options: { withDealer?: boolean } = {}): ColumnDefinition[] => {
  const { columns, defaultSort } = meta(schema).list;
  const names = options.withDealer ? [DEALER_COLUMN, ...columns] : [...columns];
  return names
    .map((name) => fieldByName(schema, name))
    .filter((field) => visibleIn(field, "list"))
    .map((field) => ({
      key: field.name,
      field,
      // Computed figures are no table column, so the server cannot order by them.
      sortable: !UNSORTABLE.has(field.widget) && field.name !== DEALER_COLUMN && !field.computed,
      align: field.widget === "money" || field.widget === "number" ? "right" : "left",
      defaultSortOrder:
        defaultSort?.field === field.name ? (defaultSort.order === "asc" ? "ascend" : "descend") : undefined,
    }));
};

export type FilterKind = "enum" | "boolean" | "reference" | "text" | RangeKind;

export interface FilterDefinition {
  field: FieldDescriptor;
  kind: FilterKind;
}

const filterKind = (field: FieldDescriptor): FilterKind => {
  if (field.ref) return "reference";
  if (field.enumValues) return "enum";
  if (field.widget === "switch") return "boolean";
  return rangeKindOf(field.property) ?? "text";
};

/** The filters of x-resource.list.filters, each with the control that suits its values (a list, a range). */
export const filterDefinitions = (schema: ResourceSchema): FilterDefinition[] =>
  (meta(schema).list.filters ?? []).map((name) => {
    const field = fieldByName(schema, name);
    return { field, kind: filterKind(field) };
  });

export const DEFAULT_PER_PAGE = 15;
export const perPageOf = (schema: ResourceSchema): number => meta(schema).list.perPage ?? DEFAULT_PER_PAGE;
