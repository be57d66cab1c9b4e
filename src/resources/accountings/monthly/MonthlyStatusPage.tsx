import { Alert, Button, Card, Empty, Flex, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../engine";
import { lazyPart } from "../../../widgets/lazy-part";
import { INCOME_COLOR, ScrollRegion, WIDE_TABLE_STYLE } from "../cash/ScrollRegion";
import { MoneyText } from "../shared/MoneyText";
import { currentMonth } from "./month";
import type { MonthPickerProps } from "./MonthPicker";
import { ReportPdfButton } from "./ReportPdfButton";
import { SummaryCards } from "./SummaryCards";
import { useMonthlyStatus, type MonthlyDay } from "./use-monthly-status";

/** The four cards (spec §2); the month's net closes the table. */
const SUMMARY_CARDS = ["income", "expense", "credit", "debt"] as const;

/** Income in the table in a green that reads on white at body size (4.5:1); MoneyText's own is for large text. */
const INCOME = { color: INCOME_COLOR };

const MonthPicker = lazyPart<MonthPickerProps>(() => import("./MonthPicker"));

/**
 * 'Aylık Genel Durum' (`/aylik-genel-durum`, spec §2): a month's income, expense and net day by day with the
 * month's summary cards, and its PDF (A4 landscape, made by the server).
 */
const MonthlyStatusPage = () => {
  const { t } = useTranslation();
  const [month, setMonth] = useState(currentMonth);
  const { status, loading, error, refetch } = useMonthlyStatus(month);
  const summary = status?.summary;
  const columns: TableColumnsType<MonthlyDay> = [
    { key: "day", dataIndex: "day", title: t("accounting_reports.monthly.columns.day"), render: (day: string) => formatDate(day, false) },
    { key: "income", dataIndex: "income", align: "right", title: t("accounting_reports.monthly.columns.income"), render: (value: string) => <MoneyText value={value} style={INCOME} /> },
    { key: "expense", dataIndex: "expense", align: "right", title: t("accounting_reports.monthly.columns.expense"), render: (value: string) => <MoneyText value={value} tone="expense" /> },
    { key: "net", dataIndex: "net", align: "right", title: t("accounting_reports.monthly.columns.net"), render: (value: string) => <MoneyText value={value} strong /> },
    { key: "process_count", dataIndex: "process_count", align: "right", title: t("accounting_reports.monthly.columns.process_count") },
  ];
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("accounting_reports.monthly.title")}</h1>}>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <MonthPicker id="monthly-month" value={month} onChange={setMonth} ariaLabel={t("accounting_reports.month")} />
          <ReportPdfButton path="monthly-general-status/pdf" query={{ month }} fileName={`aylik-genel-durum-${month}.pdf`} />
        </Flex>
        {error ? (
          <Alert
            type="error"
            showIcon
            message={error.message}
            action={<Button onClick={() => void refetch()}>{t("accounting_reports.retry")}</Button>}
          />
        ) : (
          <>
            <SummaryCards
              testId="monthly-summary"
              loading={loading && !summary}
              cards={SUMMARY_CARDS.map((key) => ({
                key,
                label: t(`accounting_reports.monthly.cards.${key}`),
                value: <MoneyText value={summary?.[key] ?? "0.00"} />,
              }))}
            />
            <ScrollRegion label={t("accounting_reports.monthly.days")}>
              <Table<MonthlyDay>
                rowKey="day"
                style={WIDE_TABLE_STYLE}
                size="small"
                loading={loading}
                columns={columns}
                dataSource={status?.days ?? []}
                pagination={false}
                locale={{ emptyText: <Empty description={t("accounting_reports.empty")} /> }}
                summary={() =>
                  summary && (status?.days.length ?? 0) > 0 ? (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0}>
                        <strong>{t("accounting_reports.monthly.total")}</strong>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={1} align="right">
                        <MoneyText value={summary.income} style={INCOME} strong />
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2} align="right">
                        <MoneyText value={summary.expense} tone="expense" strong />
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right">
                        <MoneyText value={summary.net} strong />
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={4} align="right">
                        <strong>{status?.days.reduce((count, day) => count + day.process_count, 0)}</strong>
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  ) : null
                }
              />
            </ScrollRegion>
          </>
        )}
      </Flex>
    </Card>
  );
};

export default MonthlyStatusPage;
