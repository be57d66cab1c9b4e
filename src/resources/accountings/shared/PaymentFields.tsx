import { Flex, Form, Typography, type FormInstance } from "antd";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Kurus } from "../../../domain/money";
import type { FieldDescriptor } from "../../../engine";
import { usePositivePrice } from "./price-rules";
import { SINGLE_PAYMENT_TYPES } from "../../../schemas/accountings.schema";
import { formatMoney } from "../../../engine";
import { useLanguage } from "../../../widgets/use-language";
import { decimal, SPLIT_FIELDS, splitsTotal } from "./amounts";
import { MoneyText } from "./MoneyText";
import { SchemaField } from "./SchemaField";

export interface PaymentFieldsProps {
  form: FormInstance;
  /** Show the price: typed for a single payment type, the splits' read-only sum for a multiple payment. */
  withPrice: boolean;
  /** The amount the splits must add up to when the price is not theirs (a record with lines: the lines' total). */
  mustTotal?: () => Kurus;
  /** Under the price (the interim payment's remaining amount). */
  priceExtra?: ReactNode;
  /** Rules of the price beside the schema's (at most the remaining). */
  priceRules?: Parameters<typeof SchemaField>[0]["rules"];
  /** Only the five single types (no multiple payment). */
  singleOnly?: boolean;
}

const onlySingle = (field: FieldDescriptor): FieldDescriptor => ({ ...field, enumValues: SINGLE_PAYMENT_TYPES });

/**
 * Payment type (spec §9: Nakit, Kredi Kartı, Havale / EFT, Çek, Senet, Çoklu Ödeme) and, for a multiple payment,
 * the cash, card and EFT amounts with their sum; that sum is the price where the form has one (read-only).
 */
export const PaymentFields = ({ form, withPrice, mustTotal, priceExtra, priceRules = [], singleOnly = false }: PaymentFieldsProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const positive = usePositivePrice();
  const paymentType = Form.useWatch("payment_type", form) as string | undefined;
  const cash = Form.useWatch("cash_amount", form) as string | undefined;
  const card = Form.useWatch("credit_cart_amount", form) as string | undefined;
  const eft = Form.useWatch("eft_amount", form) as string | undefined;
  const multiple = paymentType === "multiple_payment";
  const sum = splitsTotal({ cash_amount: cash, credit_cart_amount: card, eft_amount: eft });

  useEffect(() => {
    if (multiple && withPrice) form.setFieldValue("price", decimal(sum));
  }, [form, multiple, withPrice, sum]);

  const splitRule = {
    validator: async () => {
      const total = splitsTotal(form.getFieldsValue(SPLIT_FIELDS as unknown as string[]));
      if (total <= 0) throw new Error(t("accounting_modals.payment.splitsEmpty"));
      const expected = mustTotal?.();
      if (expected !== undefined && expected !== total) throw new Error(t("accounting_modals.payment.splitsMismatch", { total: formatMoney(decimal(expected), language) }));
    },
  };

  return (
    <>
      <SchemaField name="payment_type" required refine={singleOnly ? onlySingle : undefined} />
      {multiple && (
        <div role="group" aria-label={t("accounting_modals.payment.splits")}>
          <Flex wrap gap="small">
            {SPLIT_FIELDS.map((name) => (
              <div key={name} style={{ flex: "1 1 140px", minWidth: 0 }}>
                <SchemaField
                  name={name}
                  rules={name === "cash_amount" ? [splitRule] : []}
                  dependencies={name === "cash_amount" ? [["credit_cart_amount"], ["eft_amount"], ["lines"]] : undefined}
                />
              </div>
            ))}
          </Flex>
          <Typography.Paragraph data-testid="splits-total">
            {t("accounting_modals.payment.splitsTotal")}: <MoneyText value={decimal(sum)} strong />
          </Typography.Paragraph>
        </div>
      )}
      {withPrice && <SchemaField name="price" required disabled={multiple} rules={[positive, ...priceRules]} extra={priceExtra} />}
    </>
  );
};
