import { FilePdfOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadReportPdf } from "./download-report-pdf";

export interface ReportPdfButtonProps {
  /** The PDF route under /api, e.g. "monthly-general-status/pdf". */
  path: string;
  query: Record<string, string>;
  fileName: string;
}

/** 'PDF': the report as the server prints it (A4 landscape), saved as a file; a failure says so. */
export const ReportPdfButton = ({ path, query, fileName }: ReportPdfButtonProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadReportPdf(path, query, fileName);
    } catch {
      // Spec §8: an export that fails says 'Bir Hata İle Karşılaşıldı!'.
      message.error(t("accounting_reports.pdf.failed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={pending} onClick={download}>
      {t("accounting_reports.pdf.label")}
    </Button>
  );
};
