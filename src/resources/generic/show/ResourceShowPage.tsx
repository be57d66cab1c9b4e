import { DeleteButton, EditButton, Show } from "@refinedev/antd";
import { useShow, type BaseRecord } from "@refinedev/core";
import { Descriptions } from "antd";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { fieldLabel, groupBySection, isVisibleFor, rowAllows, sectionTitle, showFields, titleOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import { ResourceActionButtons } from "../actions/ResourceActionButtons";
import { FieldSection } from "../FieldSection";
import { listPath } from "../list-path";
import { RecordNotFound } from "../RecordNotFound";
import { useFieldAccess } from "../use-field-access";
import { useRecordAccess } from "../use-record-access";
import { ChildLists } from "./ChildLists";

/**
 * Every property not hidden on the show page (nor from this user), each rendered by its widget, in the form's
 * sections; the edit, delete and action buttons the record's `_can` allows; and the lists of its child resources.
 */
const ResourceShowPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const schema = useResourceSchema(resource);
  const access = useRecordAccess(resource);
  const allowed = useFieldAccess();
  const navigate = useNavigate();
  const { query, result } = useShow<BaseRecord>({ resource, id });
  const record = result ?? {};
  const loaded = result !== undefined;
  // Access was decided once for the page; with the check off refine would title the buttons "no permission".
  const checked = { enabled: false };
  if (query.isError) return <RecordNotFound resource={resource} />;
  return (
    <Show
      resource={resource}
      recordItemId={id}
      breadcrumb={false}
      title={titleOf(t, resource, "show")}
      isLoading={query.isLoading}
      headerButtons={() => (
        <>
          {access.update && loaded && <ResourceActionButtons resource={resource} record={record} />}
          {access.edit && loaded && rowAllows(record, "update") && (
            <EditButton resource={resource} recordItemId={id} accessControl={checked} title={t("buttons.edit")} />
          )}
          {access.delete && loaded && rowAllows(record, "delete") && (
            <DeleteButton
              resource={resource}
              recordItemId={id}
              accessControl={checked}
              title={t("buttons.delete")}
              confirmTitle={t("engine.delete.confirm")}
              confirmOkText={t("engine.delete.ok")}
              confirmCancelText={t("engine.delete.cancel")}
              // The record is gone: its page would show it until the next read, so go back to where it was listed.
              onSuccess={() => navigate(listPath(schema))}
            />
          )}
        </>
      )}
    >
      {/* A business has no identity number to show, a person no tax number (x-ui.visibleWhen); grouped as the form is. */}
      {groupBySection(schema, showFields(schema).filter((field) => allowed(field) && isVisibleFor(field, record))).map((section) => (
        <FieldSection key={section.name ?? ""} title={section.name === undefined ? undefined : sectionTitle(t, resource, section.name)}>
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
      {id !== undefined && <ChildLists resource={resource} id={id} />}
    </Show>
  );
};

export default ResourceShowPage;
