import { getDefaultSortOrder } from "@refinedev/antd";
import type { BaseRecord, CrudSort } from "@refinedev/core";
import type { TableColumnType } from "antd";
import { useTranslation } from "react-i18next";
import { columnDefinitions, DEALER_COLUMN, fieldLabel, type ResourceSchema } from "../../../engine";
import { widgetFor } from "../../../widgets";
import type { RecordAccess } from "../use-record-access";
import { RowActions } from "./RowActions";

interface ListColumnsOptions {
  schema: ResourceSchema;
  sorters: CrudSort[];
  access: RecordAccess;
  /** 'Tüm Bayiler': rows of every dealer get a dealer column and no actions. */
  allDealers: boolean;
}

export const useListColumns = ({ schema, sorters, access, allDealers }: ListColumnsOptions): TableColumnType<BaseRecord>[] => {
  const { t } = useTranslation();
  const resource = schema.$id;
  const columns: TableColumnType<BaseRecord>[] = columnDefinitions(schema, { withDealer: allDealers }).map((column) => {
    const { Display } = widgetFor(column.field.widget);
    return {
      key: column.key,
      dataIndex: column.key,
      title: column.key === DEALER_COLUMN ? t("engine.list.dealer") : fieldLabel(t, resource, column.key),
      align: column.align,
      sorter: column.sortable,
      sortOrder: column.sortable ? (getDefaultSortOrder(column.key, sorters) ?? null) : undefined,
      render: (value: unknown) => <Display value={value} field={column.field} resource={resource} context="list" />,
    };
  });
  const hasActions = !allDealers && (access.show || access.edit || access.delete);
  if (!hasActions) return columns;
  return [
    ...columns,
    {
      key: "actions",
      title: t("engine.list.actions"),
      align: "right",
      render: (_value: unknown, record: BaseRecord) =>
        record.id === undefined ? null : <RowActions resource={resource} id={record.id} access={access} />,
    },
  ];
};
