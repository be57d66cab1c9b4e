import { FileTextOutlined } from "@ant-design/icons";
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fieldLabel, isVisibleFor, showFields } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import { ResourceTable } from "../../generic/list/ResourceTable";
import { ACCOUNTINGS, useAccountingRecord, type AccountingRow } from "../shared/api";
import { RecordHistory } from "./RecordHistory";

/** Kinds that others pay in parts: their payments are listed under them. */
const PAYABLE_KINDS = ["credit", "supplier_credit", "debt"];
const PAYMENT_COLUMNS = ["date", "kind", "payment_type", "price"] as const;

const filled = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

const RecordFields = ({ record }: { record: AccountingRow }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(ACCOUNTINGS);
  const fields = showFields(schema).filter((field) => isVisibleFor(field, record) && filled(record[field.name]));
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="show-fields"
      items={fields.map((field) => {
        const { Display } = widgetFor(field.widget);
        return {
          key: field.name,
          label: fieldLabel(t, ACCOUNTINGS, field.name),
          children: <Display value={record[field.name]} field={field} resource={ACCOUNTINGS} context="show" record={record} />,
        };
      })}
    />
  );
};

/**
 * A record's detail beside the accounting page: its fields and service lines, the payments made against it (a
 * credit or debt), its history, and for an income with lines its printable invoice (`/fatura/:id`).
 */
export const RecordDrawer = ({ id, open, onClose }: { id: number | undefined; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const { record, loading, error } = useAccountingRecord(id);
  const navigate = useNavigate();
  return (
    <Drawer open={open} onClose={onClose} title={t("accounting_page.detail.title")} width="min(720px, 100vw)" destroyOnHidden>
      {loading && <Skeleton active />}
      {error && <Alert type="error" showIcon message={t("accounting_page.detail.error")} />}
      {record && id !== undefined && (
        <Flex vertical gap={16} data-testid="record-detail">
          {record.kind === "income" && (
            <Button icon={<FileTextOutlined />} style={{ alignSelf: "flex-start" }} onClick={() => navigate(`/fatura/${record.id}`)}>
              {t("accounting_page.invoice.open")}
            </Button>
          )}
          <RecordFields record={record} />
          {PAYABLE_KINDS.includes(record.kind) && (
            <section aria-label={t("accounting_page.detail.payments")}>
              <Typography.Title level={5}>{t("accounting_page.detail.payments")}</Typography.Title>
              <ResourceTable
                resource={ACCOUNTINGS}
                fixedFilters={{ credit_id: record.id }}
                columns={PAYMENT_COLUMNS}
                filters={[]}
                search={false}
                rowActions={false}
                ownRows
                size="small"
                emptyText={t("accounting_page.detail.noPayments")}
              />
            </section>
          )}
          <section aria-label={t("accounting_page.detail.history")}>
            <Typography.Title level={5}>{t("accounting_page.detail.history")}</Typography.Title>
            <RecordHistory id={id} />
          </section>
        </Flex>
      )}
    </Drawer>
  );
};
