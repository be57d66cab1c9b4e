import type { TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { MoneyText } from "../../accountings/shared/MoneyText";
import type { EmployeeReportRow } from "./use-employee-report";

const MONEY = ["sale_income", "rent_income", "commission"] as const;
const PAID = ["advances", "salaries"] as const;

/** The report's columns: the employee (opening their report), what they earned, were off and were paid. */
export function reportColumns(t: TFunction, nameCell: (row: EmployeeReportRow) => ReactNode): TableColumnsType<EmployeeReportRow> {
  const money = (key: (typeof MONEY)[number] | (typeof PAID)[number]) => ({
    key,
    dataIndex: key,
    align: "right" as const,
    title: t(`employee_report.columns.${key}`),
    render: (value: string) => <MoneyText value={value} />,
  });
  return [
    { key: "full_name", dataIndex: "full_name", title: t("employee_report.columns.full_name"), render: (_: string, row) => nameCell(row) },
    ...MONEY.map(money),
    { key: "leave_days", dataIndex: "leave_days", align: "right", title: t("employee_report.columns.leave_days") },
    ...PAID.map(money),
  ];
}
