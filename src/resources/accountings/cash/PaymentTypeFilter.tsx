import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { SINGLE_PAYMENT_TYPES } from "../../../schemas/accountings.schema";
import type { SinglePaymentType } from "./cash-range";

const ALL = "all";

/** Only one payment type's movements (the spec's labels), or all of them. */
export const PaymentTypeFilter = ({ value, onChange }: { value: SinglePaymentType | undefined; onChange: (type: SinglePaymentType | undefined) => void }) => {
  const { t } = useTranslation();
  return (
    <Select<SinglePaymentType | typeof ALL>
      id="cash-payment-type"
      aria-label={t("cash.filters.paymentType")}
      style={{ minWidth: 180 }}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : next)}
      options={[
        { value: ALL, label: t("cash.filters.allPaymentTypes") },
        ...SINGLE_PAYMENT_TYPES.map((type) => ({ value: type, label: t(`accountings.enums.payment_type.${type}`) })),
      ]}
    />
  );
};
