import { Form, type FormRule } from "antd";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldByName, fieldLabel, fieldRules, type FieldDescriptor } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import type { WidgetInputProps } from "../../../widgets/types";

export interface SchemaFieldProps {
  /** The property of `resource` (accountings, or accounting_lines for a line's field). */
  name: string;
  resource?: string;
  /** Form path when it is not the name: [row, "price"] inside the lines. */
  path?: (string | number)[];
  required?: boolean;
  /** Rules beside the schema's (a line's price at least 1, the splits' sum). */
  rules?: FormRule[];
  /** Changes to the field's descriptor (a category's definitions type, a price's minimum). */
  refine?: (field: FieldDescriptor) => FieldDescriptor;
  disabled?: boolean;
  extra?: ReactNode;
  label?: ReactNode;
  dependencies?: (string | number)[][];
  /** Told of each value the user gives the field (a line's service picked), after the form took it. */
  onPicked?: (value: unknown) => void;
}

type ControlProps = WidgetInputProps & { Input: ComponentType<WidgetInputProps>; onPicked?: (value: unknown) => void };

/** The widget as Form.Item's child: Form.Item hands it value and onChange; the user's change is also told onward. */
const Control = ({ Input, onPicked, onChange, ...props }: ControlProps) => (
  <Input
    {...props}
    onChange={(value) => {
      onChange?.(value);
      onPicked?.(value);
    }}
  />
);

/**
 * One field of the accounting schemas with the engine's widget, label and rules (the generated forms' FieldItem),
 * plus the modal's own rules: the record forms choose their fields per kind, so they compose these instead of
 * the whole generated form.
 */
export const SchemaField = ({ name, resource = "accountings", path, required = false, rules = [], refine, disabled, extra, label, dependencies, onPicked }: SchemaFieldProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const described = fieldByName(schema, name);
  const field = { ...(refine ? refine(described) : described), required };
  const { Input } = widgetFor(field.widget);
  return (
    <Form.Item
      name={path ?? [name]}
      label={label ?? fieldLabel(t, resource, name)}
      rules={[...fieldRules(field, required, t), ...rules]}
      extra={extra}
      dependencies={dependencies}
    >
      <Control Input={Input} field={field} resource={resource} disabled={disabled} onPicked={onPicked} />
    </Form.Item>
  );
};

/** The descriptor with a minimum (a line's price and piece: at least 1, spec §5). */
export const withMinimum =
  (minimum: number) =>
  (field: FieldDescriptor): FieldDescriptor => ({ ...field, property: { ...field.property, minimum } });
