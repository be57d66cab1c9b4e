import { Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { commissionFor } from "../../../domain/commission";
import { formatMoney } from "../../../engine";

/** The commission an amount and a rate give (`commissionFor`, as the server sets it), or none while either is not valid. */
const previewOf = (total: unknown, rate: unknown): string | undefined => {
  if (typeof total !== "string" || typeof rate !== "number") return undefined;
  try {
    return commissionFor(total, rate);
  } catch {
    // An amount still being typed, or a rate outside 0–100 (which the rate's own field says).
    return undefined;
  }
};

/** Under the rate: the commission as the amount and the rate are typed. */
export const CommissionPreview = () => {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const commission = previewOf(Form.useWatch("total_price", form), Form.useWatch("rate", form));
  if (commission === undefined) return null;
  return (
    <Typography.Text data-testid="commission-preview" aria-live="polite">
      {t("employees_page.commissions.preview", { amount: formatMoney(commission, i18n.language) })}
    </Typography.Text>
  );
};
