import type { BaseRecord } from "@refinedev/core";
import { Descriptions, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, showFields } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import { useFieldAccess } from "../../generic/use-field-access";
import { BarcodeImage } from "../labels/BarcodeImage";
import { StockText } from "./StockText";

const RESOURCE = "services";
/** What a shop assistant checks at the rail, drawn by the fields' own widgets (references by name, money). */
const FACTS = ["category_id", "alt_category", "brand_id", "size", "year", "price", "rent_price"] as const;

/** The product's barcode (bars and text), stock, category and prices. */
export const ProductFacts = ({ record }: { record: BaseRecord }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(RESOURCE);
  const allowed = useFieldAccess();
  const barcode = typeof record.barcode === "string" ? record.barcode : "";
  const fields = showFields(schema).filter((field) => (FACTS as readonly string[]).includes(field.name) && allowed(field));
  const items = [
    {
      key: "barcode",
      label: fieldLabel(t, RESOURCE, "barcode"),
      children: (
        <Flex vertical gap={4} align="start">
          {barcode && <BarcodeImage kind="code128" text={barcode} alt={t("services.labels.barcodeImage", { barcode })} fit />}
          <span>{barcode || "-"}</span>
        </Flex>
      ),
    },
    { key: "stock", label: fieldLabel(t, RESOURCE, "stock"), children: <StockText stock={record.stock} /> },
    ...fields.map((field) => {
      const { Display } = widgetFor(field.widget);
      return {
        key: field.name,
        label: fieldLabel(t, RESOURCE, field.name),
        children: <Display value={record[field.name]} field={field} resource={RESOURCE} context="show" record={record} />,
      };
    }),
  ];
  return <Descriptions bordered column={1} className="show-fields" items={items} />;
};
