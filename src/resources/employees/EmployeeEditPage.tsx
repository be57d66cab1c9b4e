import { useNotification, useOne, type HttpError } from "@refinedev/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { useResourceSchema } from "../../engine/schema-context";
import { ResourceForm } from "../generic/form/ResourceForm";
import { listPath } from "../generic/list-path";

/**
 * 'Çalışan Düzenle' (spec §2): the generated form; saving goes to the list, as refine does, and so does a record
 * that cannot be read (gone to the bin, another shop's), with a word why, instead of a page of its own.
 */
const EmployeeEditPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const schema = useResourceSchema(resource);
  const { open } = useNotification();
  // The form reads the same record: one request, shared through the query cache.
  const { query } = useOne<Record<string, unknown>, HttpError>({ resource, id: id ?? "", errorNotification: false });
  const failed = query.isError;
  useEffect(() => {
    if (failed) open?.({ type: "error", message: t("employees_page.loadFailed"), key: "employees-load-failed" });
  }, [failed, open, t]);
  if (failed) return <Navigate to={listPath(schema)} replace />;
  return <ResourceForm resource={resource} action="edit" id={id} />;
};

export default EmployeeEditPage;
