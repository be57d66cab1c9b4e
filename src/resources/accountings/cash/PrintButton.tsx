import { PrinterOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CashRange, SinglePaymentType } from "./cash-range";

// The print layout and react-to-print load on the first click, not with the cash box.
const EndOfDayPrint = lazy(() => import("./EndOfDayPrint"));

/** 'Gün Sonu Yazdır': a preview of the end-of-day sheet with its print button. */
export const PrintButton = ({ range, paymentType }: { range: CashRange; paymentType?: SinglePaymentType }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<PrinterOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t("cash.print.button")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <EndOfDayPrint range={range} paymentType={paymentType} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
