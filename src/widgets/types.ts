import type { ComponentType, ReactNode } from "react";
import type { FieldDescriptor } from "../engine";

/** What antd's Form.Item hands to its child, plus the field the widget edits. */
export interface WidgetInputProps<TValue = unknown> {
  id?: string;
  value?: TValue;
  onChange?: (value: TValue | undefined) => void;
  field: FieldDescriptor;
  /** The resource whose form holds the field (labels are looked up under its name). */
  resource: string;
  disabled?: boolean;
}

export interface WidgetDisplayProps<TValue = unknown> {
  value: TValue;
  field: FieldDescriptor;
  resource: string;
  /** A list cell is short; the show page shows everything. */
  context: "list" | "show";
  /** The row the value belongs to, for formats that depend on a sibling field (an amount's `currency`). */
  record?: Record<string, unknown>;
}

/** A widget that renders its own form item(s) instead of one Form.Item (the sub-list's Form.List). */
export interface WidgetFormFieldProps {
  field: FieldDescriptor;
  resource: string;
  label: ReactNode;
  renderField: (field: FieldDescriptor, name: (string | number)[]) => ReactNode;
}

export interface WidgetDefinition {
  Input: ComponentType<WidgetInputProps<any>>;
  Display: ComponentType<WidgetDisplayProps<any>>;
  FormField?: ComponentType<WidgetFormFieldProps>;
  /** Form fields whose change by the user empties this one (the county belongs to the city it was chosen in). */
  dependsOn?: readonly string[];
}
