import { Flex, Select } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { selectableYears, type PeriodType, type ReportPeriodChoice } from "./report-period";

/** 'Yıllık' and the 12 months in the user's language (dayjs' locale), and the year; each labelled for screen readers. */
export const PeriodSelect = ({ value, onChange }: { value: ReportPeriodChoice; onChange: (next: ReportPeriodChoice) => void }) => {
  const { t } = useTranslation();
  const months = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: dayjs().month(index).format("MMMM") }));
  return (
    <Flex wrap gap={8} align="center">
      <label htmlFor="employee-report-period">{t("employee_report.period")}</label>
      <Select<PeriodType>
        id="employee-report-period"
        style={{ minWidth: 140 }}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        options={[{ value: "yearly", label: t("employee_report.yearly") }, ...months]}
      />
      <label htmlFor="employee-report-year">{t("employee_report.year")}</label>
      <Select<number>
        id="employee-report-year"
        style={{ minWidth: 90 }}
        value={value.year}
        onChange={(year) => onChange({ ...value, year })}
        options={selectableYears(value.year).map((year) => ({ value: year, label: String(year) }))}
      />
    </Flex>
  );
};
