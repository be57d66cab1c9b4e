import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { PAYMENT_TYPES } from "../../../schemas/accountings.schema";

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** One colour per payment type, so a column of them reads at a glance (cash green, cards blue…). */
const COLORS: Record<PaymentType, string> = {
  cash: "green",
  credit_cart: "blue",
  eft: "purple",
  check: "orange",
  bill: "gold",
  multiple_payment: "cyan",
};

const isPaymentType = (value: unknown): value is PaymentType => (PAYMENT_TYPES as readonly unknown[]).includes(value);

/** A record's payment type with the spec's label (Nakit, Kredi Kartı, Havale / EFT, Çek, Senet, Çoklu Ödeme). */
export const PaymentTypeTag = ({ type }: { type: string | null | undefined }) => {
  const { t } = useTranslation();
  if (!isPaymentType(type)) return null;
  return (
    <Tag color={COLORS[type]} style={{ marginInlineEnd: 0 }}>
      {t(`accountings.enums.payment_type.${type}`)}
    </Tag>
  );
};

export default PaymentTypeTag;
