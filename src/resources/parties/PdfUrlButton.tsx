import { FilePdfOutlined } from "@ant-design/icons";
import { useApiUrl, useCustom } from "@refinedev/core";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveDownload } from "../accountings/cash/save-download";

/**
 * 'PDF' of a report the server answers as a short-lived address (`GET /getsinglereport/:id`, `/getsupplierreport/:id`
 * → `{ url }`): the address is asked when clicked, then fetched with the session's token and saved as `fileName`.
 * Any failure is the spec's 'Bir Hata İle Karşılaşıldı!'.
 */
export const PdfUrlButton = ({ path, fileName, label }: { path: string; fileName: string; label?: string }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const apiUrl = useApiUrl();
  const [pending, setPending] = useState(false);
  const { query } = useCustom<{ url: string }>({ url: `${apiUrl}/${path}`, method: "get", queryOptions: { enabled: false, retry: false }, errorNotification: false });
  const download = async () => {
    setPending(true);
    try {
      const answer = await query.refetch({ throwOnError: true });
      const url = answer.data?.data.url;
      if (!url) throw new Error("no url");
      await saveDownload(url, fileName);
    } catch {
      message.error(t("accounting_reports.pdf.failed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={pending} onClick={download}>
      {label ?? t("party_detail.buttons.pdf")}
    </Button>
  );
};
