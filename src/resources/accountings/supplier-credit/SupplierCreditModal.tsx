import { Button, Flex, Form, Modal } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "../../../domain/periods";
import type { FieldDescriptor } from "../../../engine";
import type { AccountingRow } from "../shared/api";
import { usePositivePrice } from "../shared/price-rules";
import { SchemaField } from "../shared/SchemaField";
import { useRecordWrite } from "../shared/use-record-write";
import { SUPPLIER_CREDIT_FIELDS, supplierCreditBody, type SupplierCreditValues } from "./supplier-credit-body";

export interface SupplierCreditModalProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (row: AccountingRow) => void;
  /** The supplier whose transactions are open: preset and locked. */
  supplierId?: number;
}

const asTextarea = (field: FieldDescriptor): FieldDescriptor => ({ ...field, widget: "textarea" });

const SupplierCreditForm = ({ supplierId, onSaved, onCancel }: { supplierId?: number; onSaved: (row: AccountingRow) => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<SupplierCreditValues>();
  const { write, saving } = useRecordWrite(form);
  const positive = usePositivePrice();
  // Spec §9: the last payment date starts tomorrow.
  const initialValues = useMemo(() => ({ supplier_id: supplierId, last_payment_date: addDays(dayjs().format("YYYY-MM-DD"), 1) }), [supplierId]);
  const submit = async () => {
    const saved = await write({
      path: "creditsForSupplier",
      method: "post",
      body: supplierCreditBody(form.getFieldsValue(true) as SupplierCreditValues),
      success: t("accounting_modals.supplierCredit.saved"),
      shown: SUPPLIER_CREDIT_FIELDS,
    });
    if (saved) onSaved(saved);
  };
  return (
    <Form<SupplierCreditValues> form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()} data-testid="supplier-credit-form">
      <SchemaField name="supplier_id" required disabled={supplierId !== undefined} />
      <SchemaField name="title" required />
      <SchemaField name="last_payment_date" required />
      <SchemaField name="price" required rules={[positive]} />
      <SchemaField name="description" refine={asTextarea} />
      <Flex justify="end" gap="small" wrap>
        <Button onClick={onCancel}>{t("buttons.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("buttons.save")}
        </Button>
      </Flex>
    </Form>
  );
};

/** A receivable from a supplier (spec §5: title, last payment date and price required), from 'Tedarikçi İşlemleri'. */
const SupplierCreditModal = ({ open, onClose, onSaved, supplierId }: SupplierCreditModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={t("accounting_modals.supplierCredit.title")}>
      <SupplierCreditForm
        supplierId={supplierId}
        onCancel={onClose}
        onSaved={(row) => {
          onSaved?.(row);
          onClose();
        }}
      />
    </Modal>
  );
};

export default SupplierCreditModal;
