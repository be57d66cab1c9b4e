import type { BaseRecord } from "@refinedev/core";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, groupBySection, isVisibleFor, sectionTitle, showFields } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import { FieldSection } from "../FieldSection";
import { useFieldAccess } from "../use-field-access";

export interface RecordFieldSectionsProps {
  resource: string;
  record: BaseRecord;
  /** Only these form sections (the bank accounts on their own card) … */
  only?: readonly string[];
  /** … or every section but these (the figures the cards already show). */
  without?: readonly string[];
}

/**
 * A record's fields as the generated show page draws them (each by its widget, grouped by the form's sections, the
 * fields this user may not see left out); detail pages that place the sections themselves pick them with `only`/`without`.
 * A business has no identity number to show, a person no tax number (x-ui.visibleWhen).
 */
export const RecordFieldSections = ({ resource, record, only, without = [] }: RecordFieldSectionsProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const allowed = useFieldAccess();
  const sections = groupBySection(schema, showFields(schema).filter((field) => allowed(field) && isVisibleFor(field, record))).filter(
    (section) => (only === undefined || only.includes(section.name ?? "")) && !without.includes(section.name ?? ""),
  );
  return (
    <>
      {sections.map((section) => (
        <FieldSection key={section.name ?? ""} title={section.name === undefined || only ? undefined : sectionTitle(t, resource, section.name)}>
          <Descriptions
            bordered
            column={1}
            // src/global.css: on a phone each label goes above its value, and long values break.
            className="show-fields"
            items={section.fields.map((field) => {
              const { Display } = widgetFor(field.widget);
              return {
                key: field.name,
                label: fieldLabel(t, resource, field.name),
                children: <Display value={record[field.name]} field={field} resource={resource} context="show" record={record} />,
              };
            })}
          />
        </FieldSection>
      ))}
    </>
  );
};
