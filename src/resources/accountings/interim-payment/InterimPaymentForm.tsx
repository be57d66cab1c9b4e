import { Button, Flex, Form, Select, type FormRule } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../engine";
import { useLanguage } from "../../../widgets/use-language";
import { decimal, kurusOf } from "../shared/amounts";
import { useOpenCredits, type AccountingRow, type Party } from "../shared/api";
import { MoneyText } from "../shared/MoneyText";
import { PaymentFields } from "../shared/PaymentFields";
import { SchemaField } from "../shared/SchemaField";
import { useRecordWrite } from "../shared/use-record-write";
import { CreditOption, creditText } from "./CreditOption";
import { INTERIM_FIELDS, interimBody, type InterimValues } from "./interim-body";

export interface InterimPaymentFormProps {
  party?: Party;
  /** Preselected (the row's 'Ara Ödeme' button). */
  credit?: AccountingRow;
  onSaved: (row: AccountingRow) => void;
  onCancel: () => void;
}

/**
 * An interim payment (spec §4, §5): one of the party's open credits or debts ('Borç Seçin!' when none is chosen),
 * the date (today) and the amount, at most what remains of it; with a multiple payment the splits' sum.
 */
export const InterimPaymentForm = ({ party, credit, onSaved, onCancel }: InterimPaymentFormProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<InterimValues>();
  const { write, saving } = useRecordWrite(form);
  const { credits, loading } = useOpenCredits(party);
  const offered = useMemo(() => (credit && !credits.some((row) => row.id === credit.id) ? [credit, ...credits] : credits), [credit, credits]);
  const chosenId = Form.useWatch("credit_id", form) as number | undefined;
  const chosen = offered.find((row) => row.id === chosenId);
  const initialValues = useMemo<InterimValues>(() => ({ credit_id: credit?.id, date: dayjs().format("YYYY-MM-DD"), payment_type: "cash" }), [credit]);
  const money = (value: string) => formatMoney(value, language);

  const withinRemaining: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (chosen?.remaining === undefined || value === undefined || value === null || value === "") return;
      if (kurusOf(value) > kurusOf(chosen.remaining)) throw new Error(t("accounting_modals.interim.overpay", { remaining: money(chosen.remaining) }));
    },
  };

  const submit = async () => {
    const saved = await write({
      path: "accountings",
      method: "post",
      body: interimBody(form.getFieldsValue(true) as InterimValues),
      success: t("accounting_modals.interim.saved"),
      shown: INTERIM_FIELDS,
    });
    if (saved) onSaved(saved);
  };

  return (
    <Form<InterimValues> form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()} data-testid="interim-payment-form">
      <Form.Item name="credit_id" label={t("accountings.fields.credit_id")} rules={[{ required: true, message: t("accounting_modals.interim.chooseCredit") }]}>
        <Select<number>
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
          chosen?.remaining === undefined ? undefined : (
            <span data-testid="interim-remaining">
              {t("accounting_modals.interim.remaining")}: <MoneyText value={decimal(kurusOf(chosen.remaining))} />
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
