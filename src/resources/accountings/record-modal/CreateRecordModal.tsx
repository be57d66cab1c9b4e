import { useGetIdentity } from "@refinedev/core";
import { Modal, Radio, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Identity } from "../../../providers/session";
import type { AccountingKind } from "../../../schemas/accountings.schema";
import { InterimPaymentForm } from "../interim-payment/InterimPaymentForm";
import { useAccountingRecord, type AccountingRow, type Party } from "../shared/api";
import { isFormKind, RECORD_CHOICES } from "./kind-forms";
import { RecordForm } from "./RecordForm";

export interface CreateRecordModalProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (row: AccountingRow) => void;
  /** The client or supplier the record belongs to: preset and locked. */
  party?: { client_id?: number; supplier_id?: number };
  /** The choices offered (the general expenses page: ["general_expense"]); the six of spec §2 by default. */
  kinds?: AccountingKind[];
  initialKind?: AccountingKind;
  /** A record to change: its kind's form, filled, the kind fixed. */
  record?: AccountingRow;
}

type Choice = AccountingKind;

/** Kinds the server writes only for users holding debts_credits_permission (a 403 otherwise). */
const DEBTS_CREDITS_KINDS: readonly AccountingKind[] = ["credit", "supplier_credit", "debt", "payment"];

const choicesOf = (kinds: readonly AccountingKind[] | undefined, record: AccountingRow | undefined, debtsAndCredits: boolean): Choice[] => {
  if (record) return [record.kind];
  return (kinds ?? RECORD_CHOICES).filter((kind) => (kind === "payment" || isFormKind(kind)) && (debtsAndCredits || !DEBTS_CREDITS_KINDS.includes(kind)));
};

/** The form of one choice; a change reads the record again with its lines first. */
const ChoiceForm = ({ choice, party, record, onSaved, onCancel }: { choice: Choice; party?: Party; record?: AccountingRow; onSaved: (row: AccountingRow) => void; onCancel: () => void }) => {
  const { record: full, loading } = useAccountingRecord(record?.id);
  if (record && (loading || !full)) return <Skeleton active />;
  if (choice === "payment") return <InterimPaymentForm party={party} record={record ? full : undefined} onSaved={onSaved} onCancel={onCancel} />;
  if (!isFormKind(choice)) return null;
  return <RecordForm key={choice} kind={choice} party={party} record={record ? full : undefined} onSaved={onSaved} onCancel={onCancel} />;
};

/**
 * 'Kayıt Oluştur' (spec §2, §4): Gelir, Özel Gelir, Gider, Alacak, Borç or Ara Ödeme at the top, then that
 * choice's form. The accounting pages, the general expenses and transactions pages and the client detail page
 * open it as it is.
 */
const CreateRecordModal = ({ open, onClose, onSaved, party, kinds, initialKind, record }: CreateRecordModalProps) => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  // Until the user is known every choice stays, so the caller's kind is not lost on the first render.
  const choices = choicesOf(kinds, record, identity === undefined || identity.permissions?.debts_credits_permission === true);
  const first = initialKind && choices.includes(initialKind) ? initialKind : choices[0];
  const [picked, setChoice] = useState<Choice>(first);
  const choice = choices.includes(picked) ? picked : first;
  // Every opening starts at the caller's kind.
  useEffect(() => {
    if (open) setChoice(first);
  }, [open, first]);

  const saved = (row: AccountingRow) => {
    onSaved?.(row);
    onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={720}
      title={t(record ? "accounting_modals.titles.edit" : "accounting_modals.titles.create")}
    >
      {choices.length > 1 && (
        <div role="radiogroup" aria-label={t("accountings.fields.kind")} style={{ marginBottom: 16 }}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={choice}
            onChange={(event) => setChoice(event.target.value as Choice)}
            style={{ display: "flex", flexWrap: "wrap", gap: 4 }}
            options={choices.map((kind) => ({ value: kind, label: t(`accountings.enums.kind.${kind}`) }))}
          />
        </div>
      )}
      {open && <ChoiceForm key={choice} choice={choice} party={party} record={record} onSaved={saved} onCancel={onClose} />}
    </Modal>
  );
};

export default CreateRecordModal;
