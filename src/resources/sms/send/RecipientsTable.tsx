import type { BaseRecord } from "@refinedev/core";
import { Button, Checkbox, Empty, Flex, Select, Space, Table, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldLabel } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { ReferenceSelect } from "../../../widgets";
import { Pager } from "../../../widgets/pager/Pager";
import { SearchBox } from "../../../widgets/search-box/SearchBox";
import { useListColumns } from "../../generic/list/use-list-columns";
import { useResourceList } from "../../generic/list/use-resource-list";
import { useRecordAccess } from "../../generic/use-record-access";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../../accountings/cash/ScrollRegion";

/** What the send goes to: every client matching the filters, or the chosen ones. */
export interface RecipientFilters {
  keyword?: string;
  type?: "person" | "business";
  category_id?: number;
}

export interface RecipientChoice {
  all: boolean;
  filters: RecipientFilters;
  /** Chosen rows, kept across pages, by id. */
  chosen: ReadonlyMap<number, BaseRecord>;
  /** Clients matching the filters (the list's total). */
  matching: number;
}

const COLUMNS = ["full_name", "type", "gsm", "city"] as const;
const CATEGORY_ID = "sms-recipients-category";
/** A label only screen readers read (the select shows it as its placeholder). */
const HIDDEN_LABEL = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;
const NO_FIXED = {};

/**
 * The recipients: the clients' list as the generated list reads it (server pages, the keyword search, the type and
 * category filters the clients list has, as single choices the send's `filters` take) with a checkbox per row, and
 * 'Tüm müşteriler' for every client matching the filters.
 */
export const RecipientsTable = ({ value, onChange }: { value: RecipientChoice; onChange: (next: RecipientChoice) => void }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema("clients");
  const list = useResourceList({ schema, fixedFilters: NO_FIXED, ownRows: true, syncWithLocation: false });
  const access = useRecordAccess("clients");
  const columns = useListColumns({ schema, sorters: list.sorters, access, allDealers: false, columns: COLUMNS, rowActions: false });
  const total = list.result.total ?? 0;
  const report = (next: Partial<RecipientChoice>) => onChange({ ...value, matching: total, ...next });
  const filter = (field: keyof RecipientFilters, chosen: string | number | undefined) => {
    list.applyFilter({ field, operator: field === "keyword" ? "contains" : "eq", value: chosen === "" ? undefined : chosen });
    report({ filters: { ...value.filters, [field]: chosen === "" ? undefined : chosen } });
  };
  const fetching = list.tableQuery.isFetching;
  // The count 'Tüm müşteriler' charges for follows the list's answer for the filters.
  useEffect(() => {
    if (!fetching && value.matching !== total) onChange({ ...value, matching: total });
  }, [fetching, total, value, onChange]);
  const typeLabel = fieldLabel(t, "clients", "type");
  const categoryLabel = fieldLabel(t, "clients", "category_id");
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Space wrap>
          <SearchBox initialKeyword="" onSearch={(text) => filter("keyword", text || undefined)} />
          <Select
            allowClear
            aria-label={typeLabel}
            placeholder={typeLabel}
            style={{ minWidth: 140 }}
            options={(["person", "business"] as const).map((type) => ({ value: type, label: enumLabel(t, "clients", "type", type) }))}
            onChange={(type?: "person" | "business") => filter("type", type)}
          />
          <label htmlFor={CATEGORY_ID} style={HIDDEN_LABEL}>
            {categoryLabel}
          </label>
          <ReferenceSelect
            id={CATEGORY_ID}
            resource="definitions"
            match={{ type: "client-categories" }}
            placeholder={categoryLabel}
            style={{ minWidth: 180 }}
            onChange={(id) => filter("category_id", id === undefined ? undefined : Number(id))}
          />
        </Space>
        <Space wrap>
          <Checkbox id="sms-all-clients" checked={value.all} onChange={(event) => report({ all: event.target.checked })}>
            {t("sms_send.all")}
          </Checkbox>
          {!value.all && value.chosen.size > 0 && (
            <>
              <Typography.Text data-testid="sms-chosen">{t("sms_send.chosen", { count: value.chosen.size })}</Typography.Text>
              <Button size="small" onClick={() => report({ chosen: new Map() })}>
                {t("sms_send.clearChoice")}
              </Button>
            </>
          )}
          {value.all && <Typography.Text data-testid="sms-chosen">{t("sms_send.allMatching", { count: total })}</Typography.Text>}
        </Space>
      </Flex>
      <ScrollRegion label={t("sms_send.recipients")}>
        <Table<BaseRecord>
          {...list.tableProps}
          rowKey="id"
          columns={columns}
          pagination={false}
          size="small"
          style={WIDE_TABLE_STYLE}
          // Scrolled by its region: refine's `scroll.x` adds a measure row whose hidden checkbox axe finds focusable.
          scroll={undefined}
          onChange={(_pagination, tableFilters, sorter, extra) => list.tableProps.onChange?.({ current: 1, pageSize: list.perPage }, tableFilters, sorter, extra)}
          rowSelection={{
            preserveSelectedRowKeys: true,
            selectedRowKeys: value.all ? (list.tableProps.dataSource ?? []).map((row) => row.id as number) : [...value.chosen.keys()],
            getCheckboxProps: (row) => ({ disabled: value.all, "aria-label": String(row.full_name ?? row.id) }),
            onChange: (keys, rows) => {
              const known = new Map(value.chosen);
              const chosen = new Map<number, BaseRecord>();
              for (const key of keys) {
                const id = Number(key);
                const row = rows.find((candidate) => candidate?.id === id) ?? known.get(id);
                if (row) chosen.set(id, row);
              }
              report({ chosen });
            },
          }}
          locale={{ emptyText: <Empty description={t("clients.empty")} /> }}
        />
      </ScrollRegion>
      <Pager
        total={total}
        exact={list.result.totalExact !== false}
        perPage={list.perPage}
        current={list.currentPage}
        onChange={list.setCurrentPage}
      />
    </Flex>
  );
};
