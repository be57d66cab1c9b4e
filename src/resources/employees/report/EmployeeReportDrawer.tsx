import { Alert, Button, Drawer, Empty, Flex, Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../engine";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../../accountings/cash/ScrollRegion";
import { SummaryCards } from "../../accountings/monthly/SummaryCards";
import { MoneyText } from "../../accountings/shared/MoneyText";
import { PdfButton } from "./PdfButton";
import { useOneEmployeeReport, type EmployeeReportRow, type OneEmployeeReport } from "./use-employee-report";

const FIGURES = ["sale_income", "rent_income", "commission", "leave_days", "advances", "salaries"] as const;

type Commission = OneEmployeeReport["commissions"][number];
type Permit = OneEmployeeReport["permits"][number];
type Payment = OneEmployeeReport["payments"][number];

const date = (value: string) => formatDate(value, false);
const money = (value: string) => <MoneyText value={value} />;

/** One section of the employee's report: its rows in a table that scrolls inside its own box, or the empty text. */
function Section<Row extends { id: number }>({ title, columns, rows, loading }: { title: string; columns: TableColumnsType<Row>; rows: Row[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 style={{ fontSize: 16, margin: "8px 0" }}>{title}</h2>
      <ScrollRegion label={title}>
        <Table<Row> rowKey="id" style={WIDE_TABLE_STYLE} size="small" loading={loading} columns={columns} dataSource={rows} pagination={false} locale={{ emptyText: <Empty description={t("employee_report.empty")} /> }} />
      </ScrollRegion>
    </section>
  );
}

/** The employee's own report for the period (a drawer over the list): their figures, commission entries, leave and payments, and its PDF. */
export const EmployeeReportDrawer = ({ employee, query, fileSuffix, onClose }: { employee?: EmployeeReportRow; query: Record<string, string>; fileSuffix: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const { report, loading, error, refetch } = useOneEmployeeReport(employee?.employee_id, query);
  const col = (group: string, key: string) => t(`employee_report.detail.${group}.${key}`);
  const commissions: TableColumnsType<Commission> = [
    { key: "date", dataIndex: "date", title: col("commissionColumns", "date"), render: date },
    { key: "type", dataIndex: "type", title: col("commissionColumns", "type"), render: (type: string) => col("types", type) },
    { key: "total_price", dataIndex: "total_price", align: "right", title: col("commissionColumns", "total_price"), render: money },
    { key: "rate", dataIndex: "rate", align: "right", title: col("commissionColumns", "rate") },
    { key: "commission", dataIndex: "commission", align: "right", title: col("commissionColumns", "commission"), render: money },
    { key: "description", dataIndex: "description", title: col("commissionColumns", "description") },
  ];
  const permits: TableColumnsType<Permit> = [
    { key: "start_at", dataIndex: "start_at", title: col("permitColumns", "start_at"), render: date },
    { key: "finish_at", dataIndex: "finish_at", title: col("permitColumns", "finish_at"), render: date },
    { key: "daycount", dataIndex: "daycount", align: "right", title: col("permitColumns", "daycount") },
    { key: "days_in_period", dataIndex: "days_in_period", align: "right", title: col("permitColumns", "days_in_period") },
    { key: "description", dataIndex: "description", title: col("permitColumns", "description") },
  ];
  const payments: TableColumnsType<Payment> = [
    { key: "date", dataIndex: "date", title: col("paymentColumns", "date"), render: date },
    { key: "kind", dataIndex: "kind", title: col("paymentColumns", "kind"), render: (kind: string) => col("kinds", kind) },
    { key: "price", dataIndex: "price", align: "right", title: col("paymentColumns", "price"), render: money },
    { key: "payment_type", dataIndex: "payment_type", title: col("paymentColumns", "payment_type"), render: (type: string | null) => (type ? t(`accountings.enums.payment_type.${type}`) : "") },
    { key: "description", dataIndex: "description", title: col("paymentColumns", "description") },
  ];
  const title = employee ? t("employee_report.detail.title", { name: employee.full_name }) : "";
  const figures = report?.figures;
  return (
    <Drawer open={employee !== undefined} onClose={onClose} title={title} width="min(760px, 100vw)" destroyOnHidden>
      {employee && (
        <Flex vertical gap={12}>
          <Flex justify="flex-end">
            <PdfButton path={`employee-reports/${employee.employee_id}/pdf`} query={query} fileName={`calisan-raporu-${employee.employee_id}-${fileSuffix}.pdf`} ariaLabel={`${title} PDF`} />
          </Flex>
          {error ? (
            <Alert type="error" showIcon message={error.message} action={<Button onClick={() => void refetch()}>{t("employee_report.retry")}</Button>} />
          ) : (
            <>
              <SummaryCards
                testId="employee-report-figures"
                loading={loading && !figures}
                cards={FIGURES.map((key) => ({
                  key,
                  label: t(`employee_report.columns.${key}`),
                  value: key === "leave_days" ? (figures?.leave_days ?? 0) : <MoneyText value={figures?.[key] ?? "0.00"} />,
                }))}
              />
              <Section title={col("sections", "commissions")} columns={commissions} rows={report?.commissions ?? []} loading={loading} />
              <Section title={col("sections", "permits")} columns={permits} rows={report?.permits ?? []} loading={loading} />
              <Section title={col("sections", "payments")} columns={payments} rows={report?.payments ?? []} loading={loading} />
            </>
          )}
        </Flex>
      )}
    </Drawer>
  );
};
