import type { BaseRecord } from "@refinedev/core";
import { Empty, Flex, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { useListColumns } from "../../generic/list/use-list-columns";
import { Pager } from "../../../widgets/pager/Pager";
import { useLanguage } from "../../../widgets/use-language";
import { MoneyText } from "../shared/MoneyText";
import { PaymentTypeTag } from "../shared/PaymentTypeTag";
import type { AccountingRow, ListEnvelope } from "../shared/api";
import { INCOME_COLOR, ScrollRegion, WIDE_TABLE_STYLE } from "./ScrollRegion";

/** Spec §9 page sizes; the cash box's records start at 15 a page like every list. */
export const RECORD_PAGE_SIZES = [15, 50, 100] as const;

const NO_ACCESS = { show: false, edit: false, update: false, delete: false };

interface CashRecordsTableProps {
  records: ListEnvelope<AccountingRow> | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** A multiple payment's split, so the per-type table can be traced back to its records. */
const Splits = ({ row }: { row: AccountingRow }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (row.payment_type !== "multiple_payment") return null;
  const money = (value: string | undefined) => formatMoney(value ?? "0.00", language);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
      {t("cash.records.splits", { cash: money(row.cash_amount), card: money(row.credit_cart_amount), eft: money(row.eft_amount) })}
    </Typography.Text>
  );
};

/**
 * The income and expense records of the range (payments and corrections included), a server page at a time: the
 * schema's columns by their widgets (the client's and supplier's names), the type in its colour and the payment type
 * with a multiple payment's split.
 */
export const CashRecordsTable = ({ records, loading, page, perPage, onPage, onPerPage }: CashRecordsTableProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema("accountings");
  const columns = useListColumns({
    schema,
    sorters: [],
    access: NO_ACCESS,
    allDealers: false,
    rowActions: false,
    columns: [
      "date",
      {
        key: "type",
        title: t("cash.records.type"),
        dataIndex: "type",
        render: (type: string) => <Tag color={type === "income" ? "green" : "red"}>{t(`accountings.enums.type.${type}`)}</Tag>,
      },
      "kind",
      "title",
      "client_id",
      "supplier_id",
      {
        key: "payment_type",
        title: t("accountings.fields.payment_type"),
        dataIndex: "payment_type",
        render: (type: string, row: BaseRecord) => (
          <Flex vertical gap={2} align="start">
            <PaymentTypeTag type={type} />
            <Splits row={row as AccountingRow} />
          </Flex>
        ),
      },
      {
        key: "price",
        title: t("accountings.fields.price"),
        dataIndex: "price",
        align: "right",
        render: (price: string, row: BaseRecord) =>
          row.type === "income" ? <MoneyText value={price} style={{ color: INCOME_COLOR }} /> : <MoneyText value={price} tone="expense" />,
      },
    ],
  }).map((column) => ({ ...column, sorter: false, sortOrder: undefined }));
  return (
    <Flex vertical gap={8}>
      <strong>{t("cash.records.title")}</strong>
      <ScrollRegion label={t("cash.records.title")}>
        <Table<BaseRecord>
          data-testid="cash-records"
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={records?.data ?? []}
          columns={columns}
          pagination={false}
          style={WIDE_TABLE_STYLE}
          locale={{ emptyText: <Empty description={t("cash.empty")} /> }}
        />
      </ScrollRegion>
      <Pager total={records?.total ?? 0} perPage={perPage} current={page} onChange={onPage} pageSizes={RECORD_PAGE_SIZES} onPageSizeChange={onPerPage} />
    </Flex>
  );
};
