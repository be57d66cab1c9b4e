import { EditButton, Show } from "@refinedev/antd";
import { useCustomMutation, useInvalidate, useMany, useShow, type BaseRecord } from "@refinedev/core";
import { Descriptions, Select, Table, Typography } from "antd";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldByName, fieldLabel, rowAllows, titleOf } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { PROPOSAL_STATUSES } from "../../schemas/proposals.schema";
import { widgetFor } from "../../widgets";
import { ResourceActionButtons } from "../generic/actions/ResourceActionButtons";
import { RecordNotFound } from "../generic/RecordNotFound";
import { useRecordAccess } from "../generic/use-record-access";
import BarcodeLabelsButton from "../services/labels/BarcodeLabelsButton";
import { ProposalDeleteButton } from "./ProposalRowActions";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../accountings/cash/ScrollRegion";
import { proposalDate } from "./ProposalsPage";

interface ProposalLine {
  id?: number;
  service_id: number;
  price: string;
}

/**
 * 'Teklif' (spec §2 "Quotes" detail): the customer, the rows (product, barcode, offered price) with their total; a
 * barcode's click opens the product's label print modal; the status select (`set-proposal-status`); 'Gelire
 * Dönüştür' (the engine's action form) and edit and delete where the row allows them.
 */
const ProposalShowPage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const schema = useResourceSchema("proposals");
  const access = useRecordAccess("proposals");
  const invalidate = useInvalidate();
  const { query, result } = useShow<BaseRecord>({ resource: "proposals", id });
  const record = result ?? {};
  const loaded = result !== undefined;
  const lines = (record.lines as ProposalLine[] | undefined) ?? [];
  const { result: products } = useMany<BaseRecord>({ resource: "services", ids: lines.map((line) => line.service_id), queryOptions: { enabled: lines.length > 0 } });
  const productOf = (serviceId: number) => products?.data.find((product) => Number(product.id) === serviceId);
  const { mutate: setStatus, mutation } = useCustomMutation();
  const Money = widgetFor("money").Display;
  const totalField = fieldByName(schema, "total");
  if (query.isError) return <RecordNotFound resource="proposals" />;
  const changeStatus = (status: string) =>
    setStatus(
      { url: "set-proposal-status", method: "post", values: { id: Number(id), status }, successNotification: (data) => ({ type: "success", message: String((data?.data as { message?: string })?.message ?? "") }) },
      { onSuccess: () => void invalidate({ resource: "proposals", invalidates: ["detail", "list"], id }) },
    );
  return (
    <Show
      resource="proposals"
      recordItemId={id}
      breadcrumb={false}
      title={titleOf(t, "proposals", "show")}
      isLoading={query.isLoading}
      headerButtons={() => (
        <>
          {access.update && loaded && <ResourceActionButtons resource="proposals" record={record} />}
          {access.edit && loaded && rowAllows(record, "update") && <EditButton resource="proposals" recordItemId={id} accessControl={{ enabled: false }} title={t("buttons.edit")} />}
          {access.delete && loaded && rowAllows(record, "delete") && <ProposalDeleteButton id={id!} hideText={false} onSuccess={() => navigate("/teklifler")} />}
        </>
      )}
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={fieldLabel(t, "proposals", "customer_name")}>{String(record.customer_name ?? "")}</Descriptions.Item>
        <Descriptions.Item label={fieldLabel(t, "proposals", "phone")}>{String(record.phone ?? "")}</Descriptions.Item>
        <Descriptions.Item label={fieldLabel(t, "proposals", "created_at")}>{proposalDate(record.created_at)}</Descriptions.Item>
        <Descriptions.Item label={fieldLabel(t, "proposals", "status")}>
          <Select
            aria-label={fieldLabel(t, "proposals", "status")}
            value={record.status as string | undefined}
            // A quote turned into income stays accepted (the server answers 409 to any other status).
            disabled={!access.update || !loaded || mutation.isPending || (record.income_id !== null && record.income_id !== undefined)}
            style={{ minWidth: 180 }}
            options={PROPOSAL_STATUSES.map((status) => ({ value: status, label: enumLabel(t, "proposals", "status", status) }))}
            onChange={changeStatus}
          />
        </Descriptions.Item>
        {record.note ? <Descriptions.Item label={fieldLabel(t, "proposals", "note")}>{String(record.note)}</Descriptions.Item> : null}
      </Descriptions>
      <div style={{ marginTop: 16 }}>
      <ScrollRegion label={t("proposals.titles.show")}>
      <Table<ProposalLine>
        style={WIDE_TABLE_STYLE}
        size="small"
        rowKey={(line) => String(line.id ?? line.service_id)}
        dataSource={lines}
        pagination={false}
        locale={{ emptyText: t("proposals.empty") }}
        columns={[
          { key: "service", title: fieldLabel(t, "proposal_lines", "service_id"), render: (_value, line) => String(productOf(line.service_id)?.name ?? "") },
          {
            key: "barcode",
            title: t("proposals.barcode"),
            render: (_value, line) => {
              const barcode = productOf(line.service_id)?.barcode;
              return barcode ? <BarcodeLabelsButton productIds={[line.service_id]} label={String(barcode)} /> : null;
            },
          },
          { key: "price", title: fieldLabel(t, "proposal_lines", "price"), align: "right", render: (_value, line) => <Money value={line.price} field={totalField} resource="proposals" context="show" /> },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{fieldLabel(t, "proposals", "total")}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong data-testid="proposal-total">
                <Money value={record.total ?? "0.00"} field={totalField} resource="proposals" context="show" />
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      </ScrollRegion>
      </div>
    </Show>
  );
};

export default ProposalShowPage;
