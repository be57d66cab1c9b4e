import { useCan, useGetIdentity } from "@refinedev/core";
import { useSchemaLookup } from "../../engine/schema-context";

export interface RecordAccess {
  /** Adding records (a create button): never where `create: "none"` (the server writes them). Absent in access values made by hand. */
  create?: boolean;
  /** The show page. */
  show: boolean;
  /** The edit page. */
  edit: boolean;
  /** Changing a row at all (it has PUT), wherever the form is: what editing in a modal needs. */
  update: boolean;
  /**
   * Running the schema's declared actions on a row (write access, even where rows have no PUT: the SMS history's
   * resend). Absent in access values made by hand: `update` decides there.
   */
  act?: boolean;
  delete: boolean;
}

/**
 * What the signed-in user may do with a resource's records: the page must be declared, refine's access
 * control must allow it, and deleting follows x-resource.delete ("first_user": the company's first user only).
 * Asked once per page, not per row.
 */
export const useRecordAccess = (resource: string): RecordAccess => {
  const schema = useSchemaLookup()(resource);
  const meta = schema?.["x-resource"];
  const { data: identity } = useGetIdentity<{ first_user?: boolean }>();
  const create = useCan({ resource, action: "create" }).data?.can === true;
  const show = useCan({ resource, action: "show" }).data?.can === true;
  const edit = useCan({ resource, action: "edit" }).data?.can === true;
  const remove = useCan({ resource, action: "delete" }).data?.can === true;
  const rule = meta?.delete ?? "none";
  const deletable = rule === "any" || (rule === "first_user" && identity?.first_user === true);
  return {
    create: create && meta !== undefined && meta.create !== "none",
    show: show && meta?.routes.show !== undefined,
    edit: edit && meta?.routes.edit !== undefined,
    update: edit && meta !== undefined && meta.update !== "none",
    act: edit && meta !== undefined,
    delete: remove && deletable,
  };
};
