import { getDefaultSortOrder } from "@refinedev/antd";
import type { BaseKey, BaseRecord, CrudSort } from "@refinedev/core";
import type { TableColumnType } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { actionNames, columnDefinitions, DEALER_COLUMN, fieldLabel, type ResourceSchema } from "../../../engine";
import { widgetFor } from "../../../widgets";
import { useFieldAccess } from "../use-field-access";
import type { RecordAccess } from "../use-record-access";
import { RowActions } from "./RowActions";

/** A schema field by name, shown by its widget as the generated list shows it, or a column of the caller's own. */
export type ResourceColumn = string | TableColumnType<BaseRecord>;

interface ListColumnsOptions {
  schema: ResourceSchema;
  sorters: CrudSort[];
  access: RecordAccess;
  /** 'Tüm Bayiler': rows of every dealer get a dealer column and no actions. */
  allDealers: boolean;
  /** Instead of `x-resource.list.columns`. */
  columns?: readonly ResourceColumn[];
  /** Fields every row holds the same value of (the table's fixed filters): a column would say nothing. */
  omit?: readonly string[];
  /** false: no actions column at all. */
  rowActions?: boolean;
  onEdit?: (id: BaseKey) => void;
  /** The page's own row actions instead of RowActions. */
  renderRowActions?: (record: BaseRecord & { id: BaseKey }) => ReactNode;
}

/** The engine's column rules (widget, alignment, sortability) over the fields asked for, by name. */
const definitionsFor = (schema: ResourceSchema, names: readonly string[], allDealers: boolean) => {
  const meta = schema["x-resource"];
  return columnDefinitions({ ...schema, "x-resource": { ...meta, list: { ...meta.list, columns: names } } }, { withDealer: allDealers });
};

export const useListColumns = ({ schema, sorters, access, allDealers, columns, omit = [], rowActions = true, onEdit, renderRowActions }: ListColumnsOptions) => {
  const { t } = useTranslation();
  const allowed = useFieldAccess();
  const resource = schema.$id;
  const requested = [...(allDealers ? [DEALER_COLUMN] : []), ...(columns ?? schema["x-resource"].list.columns)];
  const names = requested.filter((column): column is string => typeof column === "string" && column !== DEALER_COLUMN);
  // Fields hidden in lists (x-ui.hidden) or from this user (x-permission) have no definition and so no column.
  const byName = new Map(
    definitionsFor(schema, names, allDealers).filter((column) => allowed(column.field)).map((column): [string, TableColumnType<BaseRecord>] => {
      const { Display } = widgetFor(column.field.widget);
      return [
        column.key,
        {
          key: column.key,
          dataIndex: column.key,
          title: column.key === DEALER_COLUMN ? t("engine.list.dealer") : fieldLabel(t, resource, column.key),
          align: column.align,
          sorter: column.sortable,
          sortOrder: column.sortable ? (getDefaultSortOrder(column.key, sorters) ?? null) : undefined,
          render: (value: unknown, record: BaseRecord) => <Display value={value} field={column.field} resource={resource} context="list" record={record} />,
        },
      ];
    }),
  );
  const shown = requested.flatMap((column) => {
    if (typeof column !== "string") return [column];
    const fieldColumn = byName.get(column);
    return fieldColumn && !omit.includes(column) ? [fieldColumn] : [];
  });
  const blockedBy = schema["x-resource"].deleteBlockedBy;
  const update = onEdit !== undefined && access.update;
  // Declared actions need write access; each row's `_can` then decides.
  const actions = (access.act ?? access.update) && actionNames(schema).length > 0;
  const hasActions = rowActions && !allDealers && (renderRowActions !== undefined || access.show || access.edit || update || access.delete || actions);
  if (!hasActions) return shown;
  return [
    ...shown,
    {
      key: "actions",
      title: t("engine.list.actions"),
      align: "right" as const,
      render: (_value: unknown, record: BaseRecord) =>
        record.id === undefined ? null : renderRowActions ? (
          renderRowActions(record as BaseRecord & { id: BaseKey })
        ) : (
          <RowActions
            resource={resource}
            record={record as BaseRecord & { id: BaseKey }}
            access={access}
            onEdit={onEdit}
            deleteBlocked={blockedBy !== undefined && record[blockedBy] === true}
          />
        ),
    },
  ];
};
