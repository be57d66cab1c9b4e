import { FilePdfOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadProductList } from "./download-product-list";

/** 'PDF': the product list of one category (or every category) as the server prints it, saved as a file. */
const ExportPdfButton = ({ categoryId }: { categoryId?: number }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadProductList(categoryId);
    } catch (error) {
      message.error((error as { message?: string }).message ?? t("errors.unexpected"));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={pending} onClick={download}>
      {t("services.pdf.export")}
    </Button>
  );
};

export default ExportPdfButton;
