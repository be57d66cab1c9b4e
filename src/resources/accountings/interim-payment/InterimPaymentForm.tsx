import { Button, Flex, Form, Select, type FormRule } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../engine";
import { useLanguage } from "../../../widgets/use-language";
import { decimal, kurusOf } from "../shared/amounts";
import { useAccountingRecord, useOpenCredits, type AccountingRow, type Party } from "../shared/api";
import { MoneyText } from "../shared/MoneyText";
import { PaymentFields } from "../shared/PaymentFields";
import { SchemaField } from "../shared/SchemaField";
import { useRecordWrite } from "../shared/use-record-write";
import { CreditOption, creditText } from "./CreditOption";
import { editingInterim, INTERIM_FIELDS, interimBody, type InterimValues } from "./interim-body";

export interface InterimPaymentFormProps {
  party?: Party;
  /** Preselected (the row's 'Ara Ödeme' button). */
  credit?: AccountingRow;
  /** A payment being changed (read with its version): its credit stays, PUT /accountings/:id. */
  record?: AccountingRow;
  onSaved: (row: AccountingRow) => void;
  onCancel: () => void;
}

/**
 * An interim payment (spec §4, §5): one of the party's open credits or debts ('Borç Seçin!' when none is chosen),
 * the date (today) and the amount, at most what remains of it; with a multiple payment the splits' sum.
 */
export const InterimPaymentForm = ({ party, credit: givenCredit, record, onSaved, onCancel }: InterimPaymentFormProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<InterimValues>();
  const { write, saving } = useRecordWrite(form);
  const { credits, loading } = useOpenCredits(party, record === undefined);
  // A changed payment's credit may be paid off by it: read it, so it is still shown.
  const { record: paidCredit } = useAccountingRecord(record?.credit_id ?? undefined);
  const credit = givenCredit ?? paidCredit;
  const offered = useMemo(() => (credit && !credits.some((row) => row.id === credit.id) ? [credit, ...credits] : credits), [credit, credits]);
  const chosenId = Form.useWatch("credit_id", form) as number | undefined;
  const chosen = offered.find((row) => row.id === chosenId);
  // What may be paid: the remaining, plus what this payment already pays when it is being changed.
  const payable = chosen?.remaining === undefined ? undefined : kurusOf(chosen.remaining) + (record ? kurusOf(record.price) : 0);
  const initialValues = useMemo<InterimValues>(
    () =>
      record
        ? (editingInterim(record) as InterimValues)
        : { credit_id: givenCredit?.id, date: dayjs().format("YYYY-MM-DD"), payment_type: "cash" },
    [givenCredit, record],
  );
  const money = (value: string) => formatMoney(value, language);

  const withinRemaining: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (payable === undefined || value === undefined || value === null || value === "") return;
      if (kurusOf(value) > payable) throw new Error(t("accounting_modals.interim.overpay", { remaining: money(decimal(payable)) }));
    },
  };

  const submit = async () => {
    const body = interimBody(form.getFieldsValue(true) as InterimValues);
    const saved = await write({
      path: record ? `accountings/${record.id}` : "accountings",
      method: record ? "put" : "post",
      body: record?.version === undefined ? body : { ...body, version: record.version },
      success: t(record ? "accounting_modals.saved.update" : "accounting_modals.interim.saved"),
      shown: INTERIM_FIELDS,
    });
    if (saved) onSaved(saved);
  };

  return (
    <Form<InterimValues> form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()} data-testid="interim-payment-form">
      <Form.Item name="credit_id" label={t("accountings.fields.credit_id")} rules={[{ required: true, message: t("accounting_modals.interim.chooseCredit") }]}>
        <Select<number>
          disabled={record !== undefined}
          loading={loading}
          showSearch
          allowClear
          optionFilterProp="text"
          notFoundContent={loading ? undefined : t("accounting_modals.interim.noOpenCredits")}
          options={offered.map((row) => ({ value: row.id, text: creditText(row, t, money), label: <CreditOption row={row} /> }))}
        />
      </Form.Item>
      <SchemaField name="date" required />
      <PaymentFields
        form={form}
        withPrice
        priceRules={[withinRemaining]}
        priceExtra={
          payable === undefined ? undefined : (
            <span data-testid="interim-remaining">
              {t("accounting_modals.interim.remaining")}: <MoneyText value={decimal(payable)} />
            </span>
          )
        }
      />
      <Flex justify="end" gap="small" wrap>
        <Button onClick={onCancel}>{t("buttons.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("buttons.save")}
        </Button>
      </Flex>
    </Form>
  );
};
