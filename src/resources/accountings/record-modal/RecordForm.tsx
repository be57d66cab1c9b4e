import { Button, Flex, Form, type FormRule } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FieldDescriptor } from "../../../engine";
import type { AccountingRow, Party } from "../shared/api";
import { PaymentFields } from "../shared/PaymentFields";
import { usePositivePrice } from "../shared/price-rules";
import { SchemaField } from "../shared/SchemaField";
import { useRecordWrite } from "../shared/use-record-write";
import { editingValues, formTotal, KIND_FORMS, recordBody, shownFields, startingValues, supplierOnly, type FormBlock, type FormKind, type FormValues } from "./kind-forms";
import { LinesEditor } from "./LinesEditor";
import { PartyPicker } from "./PartyPicker";

export interface RecordFormProps {
  kind: FormKind;
  party?: Party;
  /** The record to change, read with its lines. */
  record?: AccountingRow;
  onSaved: (row: AccountingRow) => void;
  onCancel: () => void;
}

const asTextarea = (field: FieldDescriptor): FieldDescriptor => ({ ...field, widget: "textarea" });

/** One kind's form (spec §5): exactly its fields with their rules; POST /accountings, or PUT with the version. */
export const RecordForm = ({ kind, party, record, onSaved, onCancel }: RecordFormProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { write, saving } = useRecordWrite(form);
  const positive = usePositivePrice();
  const { blocks, categories } = KIND_FORMS[kind];
  const initialValues = useMemo(() => (record ? editingValues(record) : startingValues(dayjs().format("YYYY-MM-DD"), party)), [record, party]);
  // The reference widget offers only rows holding the property's `x-ref-filter`: this kind's categories.
  const withCategories = (field: FieldDescriptor): FieldDescriptor => ({ ...field, property: { ...field.property, "x-ref-filter": { type: categories } } as FieldDescriptor["property"] });
  const lastAfterFirst: FormRule = {
    validator: async (_rule, last: unknown) => {
      const first = form.getFieldValue("first_payment_date") as string | undefined;
      if (typeof last === "string" && first && last < first) throw new Error(t("accounting_modals.dates.lastBeforeFirst"));
    },
  };

  const render = (block: FormBlock) => {
    switch (block) {
      case "date":
        return <SchemaField key={block} name="date" required />;
      case "category_id":
        return <SchemaField key={block} name="category_id" required refine={withCategories} />;
      case "party":
        return <PartyPicker key={block} form={form} party={party} supplierOnly={supplierOnly(kind)} />;
      case "lines":
        return <LinesEditor key={block} form={form} />;
      case "payment":
        return <PaymentFields key={block} form={form} withPrice={blocks.includes("price")} mustTotal={blocks.includes("lines") ? () => formTotal(form.getFieldsValue(true)) : undefined} />;
      case "price":
        // With a payment block the price is among the payment's fields (the splits' sum when split).
        return blocks.includes("payment") ? null : <SchemaField key={block} name="price" required rules={[positive]} />;
      case "type_of_payment":
      case "first_payment_date":
        return <SchemaField key={block} name={block} required />;
      case "last_payment_date":
        return <SchemaField key={block} name={block} required rules={[lastAfterFirst]} dependencies={[["first_payment_date"]]} />;
      case "description":
        return <SchemaField key={block} name="description" refine={asTextarea} />;
      default:
        return <SchemaField key={block} name={block} />;
    }
  };

  const submit = async (values: FormValues) => {
    const saved = await write({
      path: record ? `accountings/${record.id}` : "accountings",
      method: record ? "put" : "post",
      body: recordBody(kind, { ...form.getFieldsValue(true), ...values }, record?.version),
      success: t(record ? "accounting_modals.saved.update" : "accounting_modals.saved.create"),
      shown: shownFields(kind),
    });
    if (saved) onSaved(saved);
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      data-testid={`record-form-${kind}`}
    >
      {blocks.map(render)}
      <Flex justify="end" gap="small" wrap>
        <Button onClick={onCancel}>{t("buttons.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("buttons.save")}
        </Button>
      </Flex>
    </Form>
  );
};
