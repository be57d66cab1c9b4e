import type { FormInstance } from "antd";
import { Fragment, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { conditionallyRequiredFields, conditionFields, groupBySection, sectionTitle, type FieldDescriptor, type ResourceSchema } from "../../../engine";
import { FieldSection } from "../FieldSection";
import { FieldItem } from "./FieldItem";
import { useRequiredFields } from "./use-required-fields";
import { useVisibleFields } from "./use-visible-fields";

interface FormFieldsProps {
  schema: ResourceSchema;
  resource: string;
  /** The fields the form may show; those their `visibleWhen` hides for the typed values are left out. */
  fields: readonly FieldDescriptor[];
  form: FormInstance;
  /** Values the caller fixed (not in the form) that decide what is shown and required. */
  presets?: Readonly<Record<string, unknown>>;
  /** A field's label, when not the resource's `fields.<name>` (an action body's fields). */
  labelOf?: (field: string) => string;
  /** Fields shown but not changeable on this record (its `_can["update:<field>"]`). */
  locked?: (field: string) => boolean;
  /** Shown under a field (a hint, a reset button), by field name. */
  extras?: Readonly<Record<string, ReactNode>>;
  /** A page's own control in a field's place (the product form's sizes in create mode), by field name. */
  replacements?: Readonly<Record<string, ReactNode>>;
}

const NO_PRESETS = {};

/**
 * The fields of a generated form (a record's, or an action's body) as antd Form.Items in their titled
 * sections: the schema's rules, conditional requireds re-checked as the values they depend on change, and
 * only the fields their `visibleWhen` shows (a hidden field is not rendered, so antd neither validates nor sends it).
 */
export const FormFields = ({ schema, resource, fields, form, presets = NO_PRESETS, labelOf, locked, extras, replacements }: FormFieldsProps) => {
  const { t } = useTranslation();
  const required = useRequiredFields(schema, form, presets);
  const dependants = useMemo(() => conditionallyRequiredFields(schema), [schema]);
  const dependencies = useMemo(() => conditionFields(schema), [schema]);
  const visible = useVisibleFields(fields, form, presets);
  const sections = useMemo(() => groupBySection(schema, fields.filter((field) => visible.has(field.name))), [schema, fields, visible]);
  return sections.map((section) => (
    <FieldSection key={section.name ?? ""} title={section.name === undefined ? undefined : sectionTitle(t, resource, section.name)}>
      {section.fields.map((field) =>
        replacements?.[field.name] !== undefined ? (
          <Fragment key={field.name}>{replacements[field.name]}</Fragment>
        ) : (
          <FieldItem
            key={field.name}
            extra={extras?.[field.name]}
            field={field}
            name={[field.name]}
            resource={resource}
            label={labelOf?.(field.name)}
            disabled={locked?.(field.name)}
            required={required.has(field.name)}
            dependencies={dependants.has(field.name) ? dependencies : undefined}
          />
        ),
      )}
    </FieldSection>
  ));
};
