import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Empty, Flex, Space, Table, type TableProps } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { filterDefinitions, translateOr, type ParentLink } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { Pager } from "../../../widgets/pager/Pager";
import { SearchBox } from "../../../widgets/search-box/SearchBox";
import { ResourceFormModal } from "../form/ResourceFormModal";
import { useFieldAccess } from "../use-field-access";
import { useRecordAccess } from "../use-record-access";
import { ListCounters } from "./ListCounters";
import { ListFilters } from "./ListFilters";
import { useListColumns, type ResourceColumn } from "./use-list-columns";
import { useResourceList, type FixedFilters, type ResourceList } from "./use-resource-list";

export type { FixedFilters, ResourceList } from "./use-resource-list";
export type { ResourceColumn } from "./use-list-columns";

export interface ResourceTableProps {
  resource: string;
  /** Values every row holds (a tab's type, a parent's id): sent with every request, neither offered as filters nor shown as columns. */
  fixedFilters?: FixedFilters;
  /** Instead of `x-resource.list.columns`: field names, or columns of the caller's own. */
  columns?: readonly ResourceColumn[];
  /** Instead of `x-resource.list.filters`: the filters offered, by field name. */
  filters?: readonly string[];
  /** Before the search box (a title, a switch between kinds of rows). */
  title?: ReactNode;
  /** At the toolbar's end (a create button, filters of the page's own that drive the list). */
  extra?: ReactNode | ((list: ResourceList) => ReactNode);
  /** Above the toolbar, from the list's answer (cards and tiles a custom page reads from the envelope). */
  header?: (list: ResourceList) => ReactNode;
  /** Page sizes the user may choose from (the schema's `perPage` is the first shown); none: the schema's alone. */
  pageSizes?: readonly number[];
  /** A row's actions of the page's own instead of the generated show/edit/delete (none for other dealers' rows). */
  renderRowActions?: (record: BaseRecord & { id: BaseKey }, list: ResourceList) => ReactNode;
  emptyText?: ReactNode;
  search?: boolean;
  /** false: no show, edit or delete per row. */
  rowActions?: boolean;
  /** Edit a row in a modal (resources that have PUT but no edit page, or tables embedded in another page). */
  editInModal?: boolean;
  /** Called with a row the edit modal saved (one's own user row: the top bar shows the new name). */
  onSaved?: (record: BaseRecord) => void;
  /** Only the signed-in company's rows, whatever dealer an operator picked ('Tüm Bayiler' is for the list pages). */
  ownRows?: boolean;
  /** The list envelope's counters as cards above the table (the list page); a list of keys: only those. */
  counters?: boolean | readonly string[];
  /** Page, filters and sort in the address: for the one table of a page, never for tables embedded in one. */
  syncWithLocation?: boolean;
  size?: TableProps["size"];
  showHeader?: boolean;
  /** A child resource's rows read under their parent's path (`x-resource.parent`), which takes no filters. */
  parent?: ParentLink;
  /** The resource's bin (`GET /<name>/bin`) instead of its live rows; the caller brings the bin's columns. */
  bin?: boolean;
}

/**
 * One resource's rows as the generated list shows them: columns by widget, server pages of the schema's size,
 * the 500 ms debounced search, the schema's filters and the row actions access allows. Pages embed it.
 */
export const ResourceTable = ({
  resource,
  fixedFilters = {},
  columns,
  filters,
  title,
  extra,
  header,
  pageSizes,
  renderRowActions,
  emptyText,
  search = true,
  rowActions = true,
  editInModal = false,
  onSaved,
  ownRows = false,
  counters = false,
  syncWithLocation = false,
  size,
  showHeader,
  parent,
  bin = false,
}: ResourceTableProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const allowed = useFieldAccess();
  const list = useResourceList({ schema, fixedFilters, ownRows, syncWithLocation, parent, bin });
  const { tableProps, sorters, currentPage, setCurrentPage, result, tableQuery, perPage } = list;
  // The id stays while the modal closes, so its form does not turn into an empty one on the way out.
  const [editing, setEditing] = useState<{ id: BaseKey; open: boolean }>();
  const closeEditing = () => setEditing((current) => current && { ...current, open: false });
  const fixed = Object.keys(fixedFilters);
  const access = useRecordAccess(resource);
  const tableColumns = useListColumns({
    schema,
    sorters,
    access,
    allDealers: list.allDealers,
    columns,
    omit: fixed,
    rowActions,
    onEdit: editInModal ? (id) => setEditing({ id, open: true }) : undefined,
    renderRowActions: renderRowActions && ((record) => renderRowActions(record, list)),
  });
  const extraContent = typeof extra === "function" ? extra(list) : extra;
  const keyword = list.filters.find((filter) => "field" in filter && filter.field === "keyword")?.value;
  const offered = parent
    ? []
    : filterDefinitions(schema).filter(({ field }) => allowed(field) && !fixed.includes(field.name) && (filters?.includes(field.name) ?? true));
  const toolbar = title !== undefined || search || offered.length > 0 || extraContent !== undefined;
  return (
    <Flex vertical gap={16}>
      {header?.(list)}
      {counters !== false && (
        <ListCounters schema={schema} counters={result.counters} loading={tableQuery.isFetching} only={counters === true ? undefined : counters} />
      )}
      {toolbar && (
        <Flex gap={8} wrap justify="space-between" align="center">
          <Space wrap>
            {title}
            {search && (
              <SearchBox
                initialKeyword={typeof keyword === "string" ? keyword : ""}
                onSearch={(text) => list.applyFilter({ field: "keyword", operator: "contains", value: text || undefined })}
              />
            )}
          </Space>
          <Space wrap>
            <ListFilters resource={resource} definitions={offered} onFilter={list.applyFilter} />
            {extraContent}
          </Space>
        </Flex>
      )}
      <Table<BaseRecord>
        {...tableProps}
        rowKey="id"
        columns={tableColumns}
        pagination={false}
        size={size}
        showHeader={showHeader}
        // The pager lives outside the table; sorting or filtering in the table starts again at page 1.
        onChange={(_pagination, tableFilters, sorter, extraInfo) =>
          tableProps.onChange?.({ current: 1, pageSize: perPage }, tableFilters, sorter, extraInfo)
        }
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={emptyText ?? translateOr(t, `${resource}.empty`, t("engine.list.empty"))} /> }}
      />
      <Pager
        total={result.total ?? 0}
        exact={result.totalExact !== false}
        perPage={perPage}
        current={currentPage}
        onChange={setCurrentPage}
        pageSizes={pageSizes}
        onPageSizeChange={(next) => {
          list.setPageSize(next);
          setCurrentPage(1);
        }}
      />
      {editing && (
        <ResourceFormModal
          resource={resource}
          action="edit"
          id={editing.id}
          presets={fixedFilters}
          open={editing.open}
          onClose={closeEditing}
          onSaved={(record) => {
            closeEditing();
            onSaved?.(record);
          }}
        />
      )}
    </Flex>
  );
};
