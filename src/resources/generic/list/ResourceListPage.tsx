import { List, useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { Empty, Flex, Table } from "antd";
import { useTranslation } from "react-i18next";
import { filterDefinitions, perPageOf, titleOf, translateOr } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { useDealerScope } from "../../../providers/dealer-scope";
import { useRecordAccess } from "../use-record-access";
import { ListCounters } from "./ListCounters";
import { ListFilters } from "./ListFilters";
import { Pager } from "../../../widgets/pager/Pager";
import { SearchBox } from "../../../widgets/search-box/SearchBox";
import { useListColumns } from "./use-list-columns";

/** The generated list of a resource: server pagination, debounced search, filters, sortable columns. */
const ResourceListPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const perPage = perPageOf(schema);
  const defaultSort = schema["x-resource"].list.defaultSort;
  const { scope } = useDealerScope();
  // Global resources (announcements) belong to no company: the dealer scope does not apply to them.
  const global = schema["x-resource"].tenant === "global";
  // The 'all' view shows other companies' rows: a dealer column, and no row actions (spec §2).
  const allDealers = !global && scope !== null;
  const { tableProps, sorters, filters, setFilters, currentPage, setCurrentPage, result, tableQuery } = useTable<BaseRecord>({
    resource,
    pagination: { pageSize: perPage },
    sorters: { initial: defaultSort ? [{ field: defaultSort.field, order: defaultSort.order }] : [] },
    // Part of the query key, so picking another dealer fetches again (once: the selector does not invalidate).
    meta: global ? { ignoreDealerScope: true } : { dealerScope: scope === null ? "own" : (scope.companyId ?? "all") },
  });
  const keyword = filters.find((filter) => "field" in filter && filter.field === "keyword")?.value;
  const access = useRecordAccess(resource);
  const columns = useListColumns({ schema, sorters, access, allDealers });
  const applyFilter = (filter: CrudFilter) => {
    setFilters([filter], "merge");
    setCurrentPage(1);
  };
  return (
    <List resource={resource} breadcrumb={false} title={titleOf(t, resource, "list")}>
      <Flex vertical gap={16}>
        <ListCounters schema={schema} counters={result.counters} loading={tableQuery.isFetching} />
        <Flex gap={8} wrap justify="space-between">
          <SearchBox
            initialKeyword={typeof keyword === "string" ? keyword : ""}
            onSearch={(keyword) => applyFilter({ field: "keyword", operator: "contains", value: keyword || undefined })}
          />
          <ListFilters resource={resource} definitions={filterDefinitions(schema)} onFilter={applyFilter} />
        </Flex>
        <Table<BaseRecord>
          {...tableProps}
          rowKey="id"
          columns={columns}
          pagination={false}
          // The pager lives outside the table; sorting or filtering in the table starts again at page 1.
          onChange={(_pagination, filters, sorter, extra) =>
            tableProps.onChange?.({ current: 1, pageSize: perPage }, filters, sorter, extra)
          }
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={translateOr(t, `${resource}.empty`, t("engine.list.empty"))} /> }}
        />
        <Pager total={result.total ?? 0} perPage={perPage} current={currentPage} onChange={setCurrentPage} />
      </Flex>
    </List>
  );
};

export default ResourceListPage;
