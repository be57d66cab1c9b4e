import { List } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import { Button, Checkbox } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldByName, humanise, titleOf, translateOr } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { usePageTitle } from "../../../layout/use-page-title";
import { widgetFor } from "../../../widgets";
import { ResourceTable, type FixedFilters, type ResourceColumn } from "../list/ResourceTable";
import { useRecordAccess } from "../use-record-access";
import { BinCounters } from "./BinCounters";
import { BinRowActions } from "./BinRowActions";
import { routeLink } from "../../registry";

/**
 * The generated bin page of a `softDelete` resource (`x-resource.routes.bin`): its deleted rows with the list's
 * columns and when each was deleted, to restore or to purge for good; the keyword search, and what
 * `x-resource.bin` declares: filters, counters over the bin as cards, and checkboxes (services' 'low stock').
 */
const ResourceBinPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const access = useRecordAccess(resource);
  const list = schema["x-resource"].routes.list;
  const titleParams = { list: titleOf(t, resource, "list") };
  // refine knows no bin route, so the page titles the browser tab itself, as refine does the other pages.
  usePageTitle("engine.bin.title", titleParams);
  const binMeta = schema["x-resource"].bin;
  // `x-resource.bin.toggles`: each checked box adds its query parameters to the bin's request.
  const toggleNames = Object.keys(binMeta?.toggles ?? {});
  const [toggled, setToggled] = useState<string[]>([]);
  const switchToggle = (toggle: string, on: boolean) => setToggled((current) => (on ? [...current, toggle] : current.filter((name) => name !== toggle)));
  const fixedFilters = useMemo(() => Object.assign({}, ...toggled.map((toggle) => binMeta?.toggles?.[toggle])) as FixedFilters, [toggled, binMeta]);
  const deletedAt = fieldByName(schema, "deleted_at");
  const { Display } = widgetFor(deletedAt.widget);
  const columns: ResourceColumn[] = [
    ...schema["x-resource"].list.columns,
    {
      key: "deleted_at",
      dataIndex: "deleted_at",
      title: t("engine.bin.deletedAt"),
      render: (value: unknown) => <Display value={value} field={deletedAt} resource={resource} context="list" />,
    },
    ...(access.delete
      ? [
          {
            key: "binActions",
            title: t("engine.list.actions"),
            align: "right" as const,
            render: (_value: unknown, record: BaseRecord) => (record.id === undefined ? null : <BinRowActions resource={resource} id={record.id} />),
          },
        ]
      : []),
  ];
  return (
    <List
      resource={resource}
      breadcrumb={false}
      title={t("engine.bin.title", titleParams)}
      headerButtons={
        list === undefined ? null : (
          <Link to={routeLink(`/${list}`)}>
            <Button>{t("engine.notFound.back")}</Button>
          </Link>
        )
      }
    >
      <ResourceTable
        resource={resource}
        bin
        columns={columns}
        rowActions={false}
        filters={binMeta?.filters ?? []}
        fixedFilters={fixedFilters}
        header={(table) => <BinCounters schema={schema} counters={table.result.counters} loading={table.tableQuery.isFetching} />}
        extra={toggleNames.map((toggle) => (
          <Checkbox key={toggle} checked={toggled.includes(toggle)} onChange={(event) => switchToggle(toggle, event.target.checked)}>
            {translateOr(t, `${resource}.bin.toggles.${toggle}`, humanise(toggle))}
          </Checkbox>
        ))}
        emptyText={t("engine.bin.empty")}
      />
    </List>
  );
};

export default ResourceBinPage;
