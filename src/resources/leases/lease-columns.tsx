import type { BaseRecord } from "@refinedev/core";
import { Tag, type TableColumnType } from "antd";
import type { TFunction } from "i18next";
import { enumLabel, fieldLabel } from "../../engine";
import { formatLeaseDate } from "./lease-view";

const RESOURCE = "leases";
/** 'Kirada' in the app's blue, 'Teslim Alındı' done. */
const STATUS_COLORS: Record<string, string> = { active: "processing", returned: "success" };

/** A lease date column as spec §9 shows it: DD-MM-YYYY. */
export const leaseDateColumn = (t: TFunction, field: "issue_date" | "delivery_date" | "delivered_date"): TableColumnType<BaseRecord> => ({
  key: field,
  dataIndex: field,
  title: fieldLabel(t, RESOURCE, field),
  render: (value: unknown) => <span style={{ whiteSpace: "nowrap" }}>{formatLeaseDate(value)}</span>,
});

/** The lease's status as a tag: 'Kirada' or 'Teslim Alındı'. */
export const leaseStatusColumn = (t: TFunction): TableColumnType<BaseRecord> => ({
  key: "status",
  dataIndex: "status",
  title: fieldLabel(t, RESOURCE, "status"),
  render: (value: unknown) => (typeof value === "string" ? <Tag color={STATUS_COLORS[value] ?? "default"}>{enumLabel(t, RESOURCE, "status", value)}</Tag> : null),
});
