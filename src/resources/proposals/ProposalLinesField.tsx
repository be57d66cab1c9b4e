import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Form } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fieldByName, fieldLabel } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { ReferenceSelect, widgetFor } from "../../widgets";

/** Spec §2 "Quotes": the product search starts after this many letters (the select waits 500 ms after typing). */
export const PRODUCT_SEARCH_MIN_LENGTH = 2;

/**
 * A quote's rows (spec §2 "Quotes" form): a product and the price offered for it, as many as needed. Picking a
 * product fills the offered price with the product's price, which may then be changed. The rows are the form's
 * `lines` (proposal_lines), so a 422 on `lines.1.price` stands under its row.
 */
export const ProposalLinesField = () => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const schema = useResourceSchema("proposals");
  const priceField = useMemo(() => fieldByName(schema, "lines").itemFields?.find((field) => field.name === "price"), [schema]);
  const MoneyInput = widgetFor("money").Input;
  return (
    <Form.Item label={fieldLabel(t, "proposals", "lines")} required>
      <Form.List name="lines">
        {(rows, { add, remove }) => (
          <Flex vertical gap={8}>
            {rows.map((row) => (
              <Flex key={row.key} wrap gap={8} align="start" data-testid="proposal-line">
                <Form.Item
                  name={[row.name, "service_id"]}
                  label={fieldLabel(t, "proposal_lines", "service_id")}
                  rules={[{ required: true }]}
                  style={{ flex: "2 1 200px", minWidth: 0, marginBottom: 0 }}
                >
                  <ReferenceSelect
                    resource="services"
                    allowClear={false}
                    placeholder={t("proposals.searchProduct")}
                    minSearchLength={PRODUCT_SEARCH_MIN_LENGTH}
                    onPick={(product) => {
                      if (product?.price !== undefined && product.price !== null) form.setFieldValue(["lines", row.name, "price"], String(product.price));
                    }}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, "price"]}
                  label={fieldLabel(t, "proposal_lines", "price")}
                  rules={[{ required: true }]}
                  style={{ flex: "1 1 120px", minWidth: 0, marginBottom: 0 }}
                >
                  {priceField ? <MoneyInput field={priceField} resource="proposal_lines" /> : null}
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("engine.subList.remove")} onClick={() => remove(row.name)} style={{ marginTop: 30 }} />
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
              {t("proposals.addLine")}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
};
