import { useOne, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { translateOr } from "../../engine/labels";
import { useSchemaLookup } from "../../engine/schema-context";
import type { WidgetDisplayProps } from "../types";
import { labelFieldOf } from "./label-field";

/**
 * The referenced record's name; records already fetched for another row come from the query cache. A record that
 * answers 404 is gone (in its bin: an employee's salary records keep pointing at them), so it is said in words,
 * `<resource>.deleted` ('Çalışan silinmiş') or the engine's own, never as a bare id or an error toast.
 */
export const ReferenceDisplay = ({ value, field }: WidgetDisplayProps<number | null>) => {
  const { t } = useTranslation();
  const resource = field.ref ?? "";
  const target = useSchemaLookup()(resource);
  const present = value !== null && value !== undefined;
  const { result, query } = useOne<Record<string, unknown>, HttpError>({
    resource,
    id: value ?? "",
    queryOptions: { enabled: present },
    errorNotification: false,
  });
  if (!present) return null;
  if (query.error?.statusCode === 404) {
    return <em>{translateOr(t, `${resource}.deleted`, t("engine.reference.deleted"))}</em>;
  }
  const label = result?.[labelFieldOf(target)];
  return <span>{label === undefined || label === null ? String(value) : String(label)}</span>;
};
