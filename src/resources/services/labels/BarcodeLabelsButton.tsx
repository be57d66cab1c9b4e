import { BarcodeOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The preview, bwip-js and react-to-print load on the first click, not with the list that shows the button.
const LabelsModal = lazy(() => import("./LabelsModal"));

export interface BarcodeLabelsButtonProps {
  productIds: number[];
  /** The button's text; 'Barkod Yazdır' unless given. */
  label?: string;
  /** Labels of another resource's rows, from its route answering the same sheet (an upcoming product's). */
  sheetPath?: string;
}

/** Opens the print preview of these products' labels (one product, or a page of several). */
const BarcodeLabelsButton = ({ productIds, label, sheetPath }: BarcodeLabelsButtonProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<BarcodeOutlined />}
        disabled={productIds.length === 0}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label ?? t("services.labels.button")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LabelsModal productIds={productIds} sheetPath={sheetPath} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

export default BarcodeLabelsButton;
