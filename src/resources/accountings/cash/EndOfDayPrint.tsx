import { PrinterOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { Alert, Button, Modal, Spin } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useReactToPrint } from "react-to-print";
import type { Identity } from "../../../providers/session";
import type { CashRange, SinglePaymentType } from "./cash-range";
import { EndOfDaySheet } from "./EndOfDaySheet";
import { useSafe } from "./use-safe";

/** The records printed on one sheet: the server's largest page. */
export const PRINT_RECORDS = 100;

interface EndOfDayPrintProps {
  range: CashRange;
  paymentType?: SinglePaymentType;
  open: boolean;
  onClose: () => void;
}

/** The end-of-day sheet of the range in a preview, printed by react-to-print (the sheet alone, A4). */
const EndOfDayPrint = ({ range, paymentType, open, onClose }: EndOfDayPrintProps) => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const safe = useSafe({ range, paymentType, page: 1, perPage: PRINT_RECORDS, enabled: open });
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({ contentRef, documentTitle: t("cash.print.title"), pageStyle: "@page { size: A4; margin: 12mm; }" });
  const company = identity?.company?.title ?? identity?.company?.full_name ?? "";
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={900}
      title={t("cash.print.title")}
      footer={[
        <Button key="close" onClick={onClose}>
          {t("cash.print.close")}
        </Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} disabled={!safe.answer} onClick={() => print()}>
          {t("cash.print.print")}
        </Button>,
      ]}
    >
      {safe.error && <Alert type="error" showIcon message={safe.error.message} />}
      {!safe.answer && !safe.error && <Spin />}
      {safe.answer && (
        // The preview scrolls inside its own box on a phone; the sheet prints at its own width.
        <div style={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t("cash.print.title")}>
          <EndOfDaySheet ref={contentRef} answer={safe.answer} company={company} paymentType={paymentType} />
        </div>
      )}
    </Modal>
  );
};

export default EndOfDayPrint;
