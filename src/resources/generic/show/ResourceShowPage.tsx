import { DeleteButton, EditButton, Show } from "@refinedev/antd";
import { useShow, type BaseRecord } from "@refinedev/core";
import { Descriptions } from "antd";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { fieldLabel, isVisibleFor, showFields, titleOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import { RecordNotFound } from "../RecordNotFound";
import { useRecordAccess } from "../use-record-access";

/** Every property not hidden on the show page, each rendered by its widget. */
const ResourceShowPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const schema = useResourceSchema(resource);
  const access = useRecordAccess(resource);
  const { query, result } = useShow<BaseRecord>({ resource, id });
  const record = result ?? {};
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
          {access.edit && <EditButton resource={resource} recordItemId={id} accessControl={checked} title={t("buttons.edit")} />}
          {access.delete && (
            <DeleteButton
              resource={resource}
              recordItemId={id}
              accessControl={checked}
              title={t("buttons.delete")}
              confirmTitle={t("engine.delete.confirm")}
              confirmOkText={t("engine.delete.ok")}
              confirmCancelText={t("engine.delete.cancel")}
            />
          )}
        </>
      )}
    >
      <Descriptions
        bordered
        column={1}
        // A business has no identity number to show, a person no tax number (x-ui.visibleWhen).
        items={showFields(schema).filter((field) => isVisibleFor(field, record)).map((field) => {
          const { Display } = widgetFor(field.widget);
          return {
            key: field.name,
            label: fieldLabel(t, resource, field.name),
            children: <Display value={record[field.name]} field={field} resource={resource} context="show" />,
          };
        })}
      />
    </Show>
  );
};

export default ResourceShowPage;
