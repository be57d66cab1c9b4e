import { Alert, Button, Modal, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { LabelSheet } from "./LabelSheet";
import { useLabelSheet } from "./use-label-sheet";
import { usePrintLabels } from "./use-print-labels";

interface LabelsModalProps {
  productIds: readonly number[];
  /** Another route answering the sheet (see useLabelSheet). */
  sheetPath?: string;
  open: boolean;
  onClose: () => void;
}

/** The print preview: the labels as they will print, and the button that prints them. */
const LabelsModal = ({ productIds, sheetPath, open, onClose }: LabelsModalProps) => {
  const { t } = useTranslation();
  const { sheet, loading, failed } = useLabelSheet(productIds, open, sheetPath);
  const { contentRef, print } = usePrintLabels(t("services.labels.title"));
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t("services.labels.title")}
      width={840}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t("services.labels.close")}
        </Button>,
        <Button key="print" type="primary" disabled={!sheet?.data.length} onClick={print}>
          {t("services.labels.print")}
        </Button>,
      ]}
    >
      {loading && <Spin />}
      {failed && <Alert type="error" showIcon message={t("services.labels.loadFailed")} />}
      {sheet && sheet.data.length === 0 && <Alert type="info" showIcon message={t("services.labels.none")} />}
      {sheet && <LabelSheet sheet={sheet} ref={contentRef} />}
    </Modal>
  );
};

export default LabelsModal;
