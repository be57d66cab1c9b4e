import { FileExcelOutlined } from "@ant-design/icons";
import { useApiUrl, useCustomMutation } from "@refinedev/core";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { excelFileName, isOneDay, type CashRange, type SinglePaymentType } from "./cash-range";
import { saveDownload } from "./save-download";

/**
 * 'Excel': the server writes the cash box of the range into a file (`POST /printsafeexcel`) and answers a short-lived
 * address, which is fetched with the session's token and saved as `kasa-<date>.xlsx`. Any failure is the spec's
 * 'Bir Hata İle Karşılaşıldı!'.
 */
export const ExcelButton = ({ range, paymentType }: { range: CashRange; paymentType?: SinglePaymentType }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const apiUrl = useApiUrl();
  const { mutateAsync } = useCustomMutation<{ url: string; expires_at: string }>();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const answer = await mutateAsync({
        url: `${apiUrl}/printsafeexcel`,
        method: "post",
        values: {
          ...(isOneDay(range) ? { date: range.start_date } : { start_date: range.start_date, end_date: range.end_date }),
          ...(paymentType ? { payment_type: paymentType } : {}),
        },
        successNotification: false,
        errorNotification: false,
      });
      await saveDownload(answer.data.url, excelFileName(range));
    } catch {
      message.error(t("cash.excel.failed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={pending} onClick={download}>
      {t("cash.excel.button")}
    </Button>
  );
};
