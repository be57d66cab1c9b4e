import { Alert, Button, Card, Empty, Flex, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { formatDate } from "../../../engine";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../../accountings/cash/ScrollRegion";
import { SummaryCards } from "../../accountings/monthly/SummaryCards";
import { MoneyText } from "../../accountings/shared/MoneyText";
import { EmployeeReportDrawer } from "./EmployeeReportDrawer";
import { PdfButton } from "./PdfButton";
import { PeriodSelect } from "./PeriodSelect";
import { reportColumns } from "./report-columns";
import { periodFromRoute, periodPath, periodQuery, type ReportPeriodChoice } from "./report-period";
import { useEmployeeReport, type EmployeeReportRow } from "./use-employee-report";

const PER_PAGE = 15;
const CARDS = ["employees", "sale_income", "rent_income", "leave_days"] as const;

/** The period's name in the printouts' file names: "2026-03" or "2026". */
const fileSuffix = ({ type, year }: ReportPeriodChoice) => (type === "yearly" ? String(year) : `${year}-${type.padStart(2, "0")}`);

/**
 * 'Çalışan Raporu' (`/employee-reports/:type?`, spec §2 "Employee report"): the period (the year or one of its months,
 * in the address), four cards, a line per live employee with what they sold, rented, earned, were off and were paid,
 * each opening the employee's own report, and the PDFs the server makes.
 */
const EmployeeReportPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type } = useParams();
  const [search] = useSearchParams();
  const period = periodFromRoute(type, search.get("year"));
  const query = periodQuery(period);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<EmployeeReportRow | undefined>();
  const { report, loading, error, refetch } = useEmployeeReport(query, page, PER_PAGE);
  const choose = (next: ReportPeriodChoice) => {
    setPage(1);
    void navigate(periodPath(next));
  };
  const columns = reportColumns(t, (row) => (
    <Button type="link" style={{ padding: 0, height: "auto", whiteSpace: "normal", textAlign: "left" }} onClick={() => setOpened(row)}>
      {row.full_name}
    </Button>
  ));
  const cards = report?.cards;
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("employee_report.title")}</h1>}>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <PeriodSelect value={period} onChange={choose} />
          <PdfButton path="employee-reports/pdf" query={query} fileName={`calisan-raporu-${fileSuffix(period)}.pdf`} />
        </Flex>
        {report && <div data-testid="employee-report-range">{t("employee_report.range", { start: formatDate(report.start_date, false), end: formatDate(report.end_date, false) })}</div>}
        {error ? (
          <Alert type="error" showIcon message={error.message} action={<Button onClick={() => void refetch()}>{t("employee_report.retry")}</Button>} />
        ) : (
          <>
            <SummaryCards
              testId="employee-report-cards"
              loading={loading && !cards}
              cards={CARDS.map((key) => ({
                key,
                label: t(`employee_report.cards.${key}`),
                value: key === "employees" || key === "leave_days" ? (cards?.[key] ?? 0) : <MoneyText value={cards?.[key] ?? "0.00"} />,
              }))}
            />
            <ScrollRegion label={t("employee_report.table")}>
              <Table<EmployeeReportRow>
                rowKey="employee_id"
                style={WIDE_TABLE_STYLE}
                size="small"
                loading={loading}
                columns={columns}
                dataSource={report?.data ?? []}
                pagination={(report?.total ?? 0) > PER_PAGE ? { current: page, pageSize: PER_PAGE, total: report?.total, onChange: setPage, showSizeChanger: false } : false}
                locale={{ emptyText: <Empty description={t("employee_report.empty")} /> }}
              />
            </ScrollRegion>
          </>
        )}
      </Flex>
      <EmployeeReportDrawer employee={opened} query={query} fileSuffix={fileSuffix(period)} onClose={() => setOpened(undefined)} />
    </Card>
  );
};

export default EmployeeReportPage;
