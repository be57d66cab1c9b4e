import { Form, Modal } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { actionBodySchema, actionFieldLabel, actionLabel, formFields, normaliseForSubmit } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { useRowOperation } from "../../generic/actions/use-row-operation";
import { FormFields } from "../../generic/form/FormFields";
import { ACCOUNTINGS, type AccountingRow } from "../shared/api";
import { MoneyText } from "../shared/MoneyText";
import { continues, settleStartValues, type SettleAction } from "./settle-values";
import { useCompanyToday } from "./use-company-today";

interface SettleModalProps {
  action: SettleAction;
  record: AccountingRow;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

const NEXT_DATES = ["new_first_payment_date", "new_last_payment_date"];

/**
 * 'Ödeme Alındı' (a credit's remaining received) and 'Ödemeyi Tamamla' (a debt's remaining paid: the spec's
 * convert-to-expense modal, payment date required): the action's declared body as a form, started from today and,
 * for a monthly or yearly credit, the proposed next payment dates. A refusal's messages land on the fields.
 */
export const SettleModal = ({ action, record, open, onClose, onDone }: SettleModalProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(ACCOUNTINGS);
  const body = useMemo(() => actionBodySchema(schema, action)!, [schema, action]);
  // A one-time credit ends when received: no next dates to ask for.
  const fields = useMemo(() => formFields(body).filter((field) => continues(record) || !NEXT_DATES.includes(field.name)), [body, record]);
  const today = useCompanyToday();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { run, pending } = useRowOperation(ACCOUNTINGS);
  const label = actionLabel(t, ACCOUNTINGS, action);
  const submit = (values: Record<string, unknown>) =>
    run(
      {
        id: record.id,
        operation: action,
        method: "post",
        values: normaliseForSubmit(body, values),
        success: t(`accounting_page.${action}.done`),
      },
      { form, onSuccess: onDone },
    );
  return (
    <Modal
      open={open}
      title={label}
      okText={label}
      cancelText={t("engine.delete.cancel")}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {record.title ? `${record.title}: ` : ""}
        {t("accounting_page.settle.remaining")} <MoneyText value={record.remaining ?? record.price} strong />
      </p>
      <Form form={form} layout="vertical" initialValues={settleStartValues(action, record, today)} onFinish={submit}>
        <FormFields schema={body} resource={ACCOUNTINGS} fields={fields} form={form} labelOf={(field) => actionFieldLabel(t, ACCOUNTINGS, action, field)} />
      </Form>
    </Modal>
  );
};
