import { useApiUrl, useCustom } from "@refinedev/core";
import { Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { DEFAULT_TAX, UNLIMITED_STOCK } from "../../../schemas/services.schema";

/** Sets the VAT back to the usual rate (spec §9: the form starts at 0). Inside the form, so it reaches its values. */
export const TaxReset = () => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => form.setFieldValue("tax", DEFAULT_TAX)}>
      {t("services.management.form.resetTax", { tax: DEFAULT_TAX })}
    </Button>
  );
};

/** What −1 means in the stock field. */
export const StockHint = () => {
  const { t } = useTranslation();
  return <>{t("services.management.form.stockHint", { unlimited: UNLIMITED_STOCK })}</>;
};

/** A barcode left empty is given by the server: say which one the next product gets (`GET /get-last-service`). */
export const BarcodeHint = () => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { result } = useCustom<{ barcode?: string | number }>({ url: `${apiUrl}/get-last-service`, method: "get", queryOptions: { retry: false } });
  const next = result.data?.barcode;
  return <>{next === undefined ? t("services.management.form.barcodeEmpty") : t("services.management.form.barcodeNext", { barcode: String(next) })}</>;
};
