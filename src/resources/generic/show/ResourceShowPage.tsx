import { DeleteButton, EditButton, Show } from "@refinedev/antd";
import { useShow, type BaseRecord } from "@refinedev/core";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { rowAllows, titleOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { ResourceActionButtons } from "../actions/ResourceActionButtons";
import { listPath } from "../list-path";
import { RecordNotFound } from "../RecordNotFound";
import { useRecordAccess } from "../use-record-access";
import { ChildLists } from "./ChildLists";
import { RecordFieldSections } from "./RecordFieldSections";

/**
 * Every property not hidden on the show page (nor from this user), each rendered by its widget, in the form's
 * sections; the edit, delete and action buttons the record's `_can` allows; and the lists of its child resources.
 */
const ResourceShowPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const schema = useResourceSchema(resource);
  const access = useRecordAccess(resource);
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
      <RecordFieldSections resource={resource} record={record} />
      {id !== undefined && <ChildLists resource={resource} id={id} />}
    </Show>
  );
};

export default ResourceShowPage;
