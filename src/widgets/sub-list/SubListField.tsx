import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Form, Space } from "antd";
import { useTranslation } from "react-i18next";
import { itemDefaults } from "../../engine";
import type { WidgetFormFieldProps } from "../types";

/** A repeatable list of objects (bank accounts…): each row renders the item's fields with their own rules. */
export const SubListField = ({ field, label, renderField }: WidgetFormFieldProps) => {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required={field.required}>
      <Form.List name={field.name}>
        {(rows, { add, remove }) => (
          <Space direction="vertical" style={{ width: "100%" }}>
            {rows.map((row, index) => (
              <Card
                key={row.key}
                size="small"
                data-testid={`${field.name}-row`}
                title={`${label} ${index + 1}`}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t("engine.subList.remove")}
                    onClick={() => remove(row.name)}
                  />
                }
              >
                {(field.itemFields ?? []).map((itemField) => renderField(itemField, [row.name, itemField.name]))}
              </Card>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(itemDefaults(field))} block>
              {t("engine.subList.add")}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
};
