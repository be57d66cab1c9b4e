import { ConfigProvider, Form } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel, fieldRules, type FieldDescriptor } from "../../../engine";
import { widgetFor } from "../../../widgets";

interface FieldItemProps {
  field: FieldDescriptor;
  /** Form path: the field name, or [row, name] inside a sub-list. */
  name: (string | number)[];
  resource: string;
  required: boolean;
  /** Fields whose change must re-run this field's rules (conditional requireds). */
  dependencies?: string[];
  /** The label, when not the resource's `fields.<name>` (an action body's field). */
  label?: string;
  /** Shown but not changeable (`x-update-when`: the owner's permission flags). */
  disabled?: boolean;
  /** Under the control (a hint, a button that fills the field). */
  extra?: ReactNode;
}

/** One schema field as an antd Form.Item with its widget and its rules. */
export const FieldItem = ({ field, name, resource, required, dependencies, label: givenLabel, disabled = false, extra }: FieldItemProps) => {
  const { t } = useTranslation();
  const widget = widgetFor(field.widget);
  const label = givenLabel ?? fieldLabel(t, resource, field.name);
  if (widget.FormField) {
    return (
      <widget.FormField
        key={field.name}
        field={{ ...field, required }}
        resource={resource}
        label={label}
        renderField={(itemField, itemName) => (
          // A line's fields carry their own resource's labels (`parent.lines`).
          <FieldItem key={itemField.name} field={itemField} name={itemName} resource={field.itemResource ?? resource} required={itemField.required} />
        )}
      />
    );
  }
  // A confirmation (x-ui.sameAs) is checked again when the field it repeats changes.
  const sameAs = field.property["x-ui"]?.sameAs;
  const item = (
    <Form.Item name={name} label={label} extra={extra} rules={fieldRules(field, required, t)} dependencies={sameAs ? [...(dependencies ?? []), sameAs] : dependencies}>
      <widget.Input field={{ ...field, required }} resource={resource} />
    </Form.Item>
  );
  // Every widget's antd control reads the disabled state from here, whatever the widget.
  return disabled ? <ConfigProvider componentDisabled>{item}</ConfigProvider> : item;
};
