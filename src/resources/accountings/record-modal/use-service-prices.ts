import { useDataProvider } from "@refinedev/core";
import type { FormInstance } from "antd";
import { kurusOf } from "../shared/amounts";

/**
 * A service picked on a line (by the user, in that line's select) brings its price and VAT (as an order's basket does), unless the user changed the
 * line's price or VAT while the service was being read. A price below 1 lira is not taken (spec §5: at least 1).
 */
export const useServicePrices = (form: FormInstance) => {
  const dataProvider = useDataProvider();
  return (row: number, serviceId: unknown) => {
    if (typeof serviceId !== "number") return;
    const pricePath = ["lines", row, "price"];
    const taxPath = ["lines", row, "tax"];
    const before = { price: form.getFieldValue(pricePath) as unknown, tax: form.getFieldValue(taxPath) as unknown };
    void dataProvider()
      .getOne({ resource: "services", id: serviceId })
      .then(({ data }) => {
        if (form.getFieldValue(["lines", row, "service_id"]) !== serviceId) return;
        const fields: { name: (string | number)[]; value: unknown }[] = [];
        if (form.getFieldValue(pricePath) === before.price && kurusOf(data.price) >= 100) fields.push({ name: pricePath, value: String(data.price) });
        if (form.getFieldValue(taxPath) === before.tax && typeof data.tax === "number") fields.push({ name: taxPath, value: data.tax });
        form.setFields(fields);
      })
      .catch(() => undefined);
  };
};
