import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import type { AccountingRow, Party } from "../shared/api";
import { InterimPaymentForm } from "./InterimPaymentForm";

export interface InterimPaymentModalProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (row: AccountingRow) => void;
  party?: Party;
  credit?: AccountingRow;
}

/** 'Ara Ödeme' in a modal: a fresh form at every opening; it closes once the payment is saved. */
const InterimPaymentModal = ({ open, onClose, onSaved, party, credit }: InterimPaymentModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={t("accounting_modals.interim.title")}>
      <InterimPaymentForm
        party={party}
        credit={credit}
        onCancel={onClose}
        onSaved={(row) => {
          onSaved?.(row);
          onClose();
        }}
      />
    </Modal>
  );
};

export default InterimPaymentModal;
