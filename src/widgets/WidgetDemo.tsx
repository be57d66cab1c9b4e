import { Card, Descriptions, Form } from "antd";
import { useTranslation } from "react-i18next";
import { describeField, fieldRules, type JsonProperty } from "../engine";
import { widgetFor } from "./registry";

interface WidgetDemoProps {
  name: string;
  property: JsonProperty;
  value?: unknown;
  required?: boolean;
  /** Labels and enums are looked up under this resource (the fixture "sample" has Turkish labels). */
  resource?: string;
}

/** A widget as a form shows it (with the engine's rules) and as a list cell and the show page display it. */
export const WidgetDemo = ({ name, property, value, required = false, resource = "sample" }: WidgetDemoProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const field = { ...describeField(name, property), required };
  const widget = widgetFor(field.widget);
  const current = Form.useWatch(name, form) ?? value;
  return (
    <Card style={{ maxWidth: 560 }}>
      <Form form={form} layout="vertical" initialValues={{ [name]: value }}>
        {widget.FormField ? (
          <widget.FormField
            field={field}
            resource={resource}
            label={name}
            renderField={(itemField, itemName) => (
              <Form.Item key={itemField.name} name={itemName} label={itemField.name} rules={fieldRules(itemField, itemField.required, t)}>
                {(() => {
                  const Item = widgetFor(itemField.widget).Input;
                  return <Item field={itemField} resource={resource} />;
                })()}
              </Form.Item>
            )}
          />
        ) : (
          <Form.Item name={name} label={name} rules={fieldRules(field, required, t)}>
            <widget.Input field={field} resource={resource} />
          </Form.Item>
        )}
      </Form>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: "list", label: "list", children: <widget.Display value={current} field={field} resource={resource} context="list" /> },
          { key: "show", label: "show", children: <widget.Display value={current} field={field} resource={resource} context="show" /> },
        ]}
      />
    </Card>
  );
};
