import { FilePdfOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openReportPdf } from "./open-report-pdf";

export interface PdfButtonProps {
  /** The PDF route under /api, e.g. "employee-reports/pdf". */
  path: string;
  query: Record<string, string>;
  fileName: string;
  /** The accessible name where one page has several PDF buttons (the shop's and an employee's). */
  ariaLabel?: string;
}

/**
 * 'PDF': the report as the server prints it, opened in a new tab; a failure says 'Bir Hata İle Karşılaşıldı!'. The
 * icon is decoration: the button's name is its text ('PDF'), not "file-pdf PDF".
 */
export const PdfButton = ({ path, query, fileName, ariaLabel }: PdfButtonProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      await openReportPdf(path, query, fileName);
    } catch {
      message.error(t("employee_report.pdf.failed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined aria-hidden />} loading={pending} onClick={open} aria-label={ariaLabel}>
      {t("employee_report.pdf.label")}
    </Button>
  );
};
