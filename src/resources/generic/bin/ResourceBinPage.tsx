import { List } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldByName, titleOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { usePageTitle } from "../../../layout/use-page-title";
import { widgetFor } from "../../../widgets";
import { ResourceTable, type ResourceColumn } from "../list/ResourceTable";
import { useRecordAccess } from "../use-record-access";
import { BinRowActions } from "./BinRowActions";
import { routeLink } from "../../registry";

/**
 * The generated bin page of a `softDelete` resource (`x-resource.routes.bin`): its deleted rows with the list's
 * columns and when each was deleted, to restore or to purge for good.
 */
const ResourceBinPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const access = useRecordAccess(resource);
  const list = schema["x-resource"].routes.list;
  const titleParams = { list: titleOf(t, resource, "list") };
  // refine knows no bin route, so the page titles the browser tab itself, as refine does the other pages.
  usePageTitle("engine.bin.title", titleParams);
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
      <ResourceTable resource={resource} bin columns={columns} rowActions={false} filters={[]} emptyText={t("engine.bin.empty")} />
    </List>
  );
};

export default ResourceBinPage;
