import { PrinterOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useReactToPrint } from "react-to-print";

export interface InvoicePrintButtonProps {
  contentRef: RefObject<HTMLDivElement | null>;
  documentTitle: string;
}

/** Prints the invoice sheet alone; its own chunk, so react-to-print loads with the invoice page's button only. */
const InvoicePrintButton = ({ contentRef, documentTitle }: InvoicePrintButtonProps) => {
  const { t } = useTranslation();
  const print = useReactToPrint({ contentRef, documentTitle, pageStyle: "@page { size: A4; margin: 12mm; }" });
  return (
    <Button type="primary" icon={<PrinterOutlined />} onClick={() => print()}>
      {t("accounting_page.invoice.print")}
    </Button>
  );
};

export default InvoicePrintButton;
