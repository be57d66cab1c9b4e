import { Alert, Button, Card, Empty, Flex, Table, theme, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyPart } from "../../../widgets/lazy-part";
import { Pager } from "../../../widgets/pager/Pager";
import { currentMonth } from "../monthly/month";
import type { MonthPickerProps } from "../monthly/MonthPicker";
import { ReportPdfButton } from "../monthly/ReportPdfButton";
import { SummaryCards } from "../monthly/SummaryCards";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../cash/ScrollRegion";
import { MoneyText } from "../shared/MoneyText";
import { ConvertButton } from "./ConvertButton";
import { PastDueDate } from "./PastDueDate";
import { useConvertRecord, useFutureAccountings, type FutureRow, type FutureType } from "./use-future-accountings";

const MonthPicker = lazyPart<MonthPickerProps>(() => import("../monthly/MonthPicker"));

/** The server's page size of the list. */
const PER_PAGE = 15;

/** The row class of a record past its last payment date (the date cell also says so in words). */
export const PAST_DUE_CLASS = "future-row-past-due";

/**
 * 'Alacaklar' (`/accountings/credits`) and 'Borçlar' (`/accountings/debts`), spec §2 "Future receivables and
 * payables": the open credits or debts due in the picked month or before it (overdue ones never drop out), their
 * total, past-due rows highlighted, a conversion per row (to income or expense, stamped today) and the PDF.
 */
const FutureAccountingsPage = ({ type }: { type: FutureType }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [month, setMonth] = useState(currentMonth);
  const [page, setPage] = useState(1);
  const [convertingId, setConvertingId] = useState<number>();
  const { answer, loading, error, refetch } = useFutureAccountings(type, month, page);
  const { convert, converting } = useConvertRecord(type, () => void refetch());
  const columns: TableColumnsType<FutureRow> = [
    {
      key: "last_payment_date",
      dataIndex: "last_payment_date",
      title: t("accounting_reports.future.columns.last_payment_date"),
      render: (date: string, row) => <PastDueDate date={date} pastDue={row.past_due} />,
    },
    { key: "title", dataIndex: "title", title: t("accounting_reports.future.columns.title") },
    {
      key: "party",
      title: t("accounting_reports.future.columns.party"),
      render: (_value, row) => row.client_name ?? row.supplier_name ?? "",
    },
    { key: "price", dataIndex: "price", align: "right", title: t("accounting_reports.future.columns.price"), render: (value: string) => <MoneyText value={value} /> },
    { key: "paid", dataIndex: "paid", align: "right", title: t("accounting_reports.future.columns.paid"), render: (value: string) => <MoneyText value={value} /> },
    {
      key: "remaining",
      dataIndex: "remaining",
      align: "right",
      title: t("accounting_reports.future.columns.remaining"),
      render: (value: string) => <MoneyText value={value} strong />,
    },
    {
      key: "actions",
      align: "right",
      title: t("accounting_reports.future.columns.actions"),
      render: (_value, row) => (
        <ConvertButton
          type={type}
          title={row.title ?? row.client_name ?? row.supplier_name ?? String(row.id)}
          loading={converting && convertingId === row.id}
          onConfirm={() => {
            setConvertingId(row.id);
            convert(row.id);
          }}
        />
      ),
    },
  ];
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t(`accounting_reports.future.${type}.title`)}</h1>}>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <MonthPicker
            id={`future-${type}-month`}
            value={month}
            onChange={(next) => {
              setMonth(next);
              setPage(1);
            }}
            ariaLabel={t("accounting_reports.month")}
          />
          <ReportPdfButton
            path="future-accountings/pdf"
            query={{ type, month }}
            fileName={`${type === "credit" ? "gelecek-alacaklar" : "gelecek-borclar"}-${month}.pdf`}
          />
        </Flex>
        {error ? (
          <Alert type="error" showIcon message={error.message} action={<Button onClick={() => void refetch()}>{t("accounting_reports.retry")}</Button>} />
        ) : (
          <>
            <SummaryCards
              testId="future-total"
              loading={loading && !answer}
              cards={[{ key: "total", label: t(`accounting_reports.future.${type}.total`), value: <MoneyText value={answer?.total_remaining ?? "0.00"} /> }]}
            />
            <ScrollRegion label={t(`accounting_reports.future.${type}.title`)}>
              <Table<FutureRow>
                rowKey="id"
                style={WIDE_TABLE_STYLE}
                size="small"
                loading={loading}
                columns={columns}
                dataSource={answer?.data ?? []}
                pagination={false}
                onRow={(row) => (row.past_due ? { className: PAST_DUE_CLASS, style: { background: token.colorErrorBg } } : {})}
                locale={{ emptyText: <Empty description={t("accounting_reports.empty")} /> }}
              />
            </ScrollRegion>
            <Pager total={answer?.total ?? 0} perPage={answer?.per_page ?? PER_PAGE} current={page} onChange={setPage} />
          </>
        )}
      </Flex>
    </Card>
  );
};

export default FutureAccountingsPage;
