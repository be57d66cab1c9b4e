import type { BaseKey } from "@refinedev/core";
import { parentLinkOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { ResourceCreateButton } from "../form/ResourceCreateButton";
import { ResourceTable, type FixedFilters, type ResourceTableProps } from "../list/ResourceTable";

export interface RelatedListProps extends Omit<ResourceTableProps, "fixedFilters" | "extra" | "parent" | "bin"> {
  /** The child resource, e.g. categories for sub-categories. */
  resource: string;
  /** The child's field that holds the parent's id, e.g. `parent_id`. */
  parentField: string;
  parentId: BaseKey;
  /** Further values every child holds (a sub-category's type). */
  fixedFilters?: FixedFilters;
  /** The create button's text; the child resource's create title unless given. */
  createLabel?: string;
}

/**
 * The children of one record: a ResourceTable narrowed to the parent's id, with a create button whose form
 * presets that id (and the other fixed values), so a child is always added under its parent. Where the child
 * declares that field as its `x-resource.parent`, both go through the parent's path (`/<parent>/<id>/<path>`).
 */
export const RelatedList = ({ resource, parentField, parentId, fixedFilters, createLabel, ...table }: RelatedListProps) => {
  const parent = parentLinkOf(useResourceSchema(resource), parentField, parentId);
  const fixed = { ...fixedFilters, [parentField]: parentId };
  return (
    <ResourceTable
      resource={resource}
      fixedFilters={fixed}
      parent={parent}
      extra={<ResourceCreateButton resource={resource} presets={fixed} parent={parent} label={createLabel} size={table.size === "small" ? "small" : undefined} />}
      {...table}
    />
  );
};
