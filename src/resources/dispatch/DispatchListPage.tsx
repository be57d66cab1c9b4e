import { List } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import { Segmented, Tag, type TableColumnType } from "antd";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldLabel, titleOf } from "../../engine";
import { useCompanyToday } from "../generic/actions/use-company-today";
import { ResourceTable, type ResourceColumn } from "../generic/list/ResourceTable";
import { useRecordAccess } from "../generic/use-record-access";
import { formatLeaseDate, leaseViewFilters } from "../leases/lease-view";
import { DispatchRowActions } from "./DispatchRowActions";
import { DISPATCH_KINDS, type DispatchKind } from "./dispatch-kind";

/** Spec §2: the lists filter now, past or future (on the company's day, as the lease overview's). */
export const DISPATCH_VIEWS = ["now", "past", "future"] as const;
export type DispatchView = (typeof DISPATCH_VIEWS)[number];

/** Out at the tailor's or the cleaner's in the app's blue, back done. */
const STATUS_COLORS: Record<string, string> = { active: "processing", returned: "success" };

/** A date column as spec §9 shows dates: DD-MM-YYYY. */
const dateColumn = (t: TFunction, resource: string, field: "issue_date" | "delivery_date" | "delivered_date"): TableColumnType<BaseRecord> => ({
  key: field,
  dataIndex: field,
  title: fieldLabel(t, resource, field),
  render: (value: unknown) => <span style={{ whiteSpace: "nowrap" }}>{formatLeaseDate(value)}</span>,
});

const statusColumn = (t: TFunction, resource: string): TableColumnType<BaseRecord> => ({
  key: "status",
  dataIndex: "status",
  title: fieldLabel(t, resource, "status"),
  render: (value: unknown) => (typeof value === "string" ? <Tag color={STATUS_COLORS[value] ?? "default"}>{enumLabel(t, resource, "status", value)}</Tag> : null),
});

/**
 * 'Terzideki Ürünler' / 'Kuru Temizlemedeki Ürünler' (spec §2 "Tailor and dry-cleaning", §7 `get-tailor-products`,
 * `get-dry-products`): the generated list with its past / current / future counters, the now / past / future
 * selector as the list's date ranges on the company's day (the lease overview's `leaseViewFilters`), the columns
 * product, tailor or cleaner, sent, due, price, status and delivered, and per row the actions its `_can` allows.
 * Nothing to show: 'Teslim Edilecek Ürün Bulunamadı' (`<resource>.empty`).
 */
export const DispatchListPage = ({ kind }: { kind: DispatchKind }) => {
  const info = DISPATCH_KINDS[kind];
  const resource = info.resource;
  const { t } = useTranslation();
  const today = useCompanyToday();
  const access = useRecordAccess(resource);
  const [view, setView] = useState<DispatchView>("now");
  const columns = useMemo<ResourceColumn[]>(
    () => [
      "service_id",
      "client_id",
      dateColumn(t, resource, "issue_date"),
      dateColumn(t, resource, "delivery_date"),
      "price",
      statusColumn(t, resource),
      dateColumn(t, resource, "delivered_date"),
    ],
    [t, resource],
  );
  return (
    <List resource={resource} breadcrumb={false} title={titleOf(t, resource, "list")}>
      <ResourceTable
        resource={resource}
        ownRows
        counters
        columns={columns}
        fixedFilters={leaseViewFilters(view, today)}
        filters={["service_id", "client_id", "status"]}
        title={
          <Segmented<DispatchView>
            className="segmented-wrap"
            aria-label={t(`${resource}.overview.filter`)}
            value={view}
            onChange={setView}
            options={DISPATCH_VIEWS.map((value) => ({ value, label: t(`${resource}.overview.filters.${value}`) }))}
          />
        }
        renderRowActions={(record) => <DispatchRowActions resource={resource} actions={info.actions} record={record} access={access} />}
      />
    </List>
  );
};
