import { useApiUrl, useCustom, useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Button, Flex, Form } from "antd";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldOffered, formFields } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { applyServerErrors, errorsAllOnFields } from "../../../pages/server-errors";
import { StoredSecretsContext } from "../../../widgets/text/stored-secrets";
import { FormFields } from "../form/FormFields";
import { PageLoading } from "../PageLoading";
import { useCompanyFlags, useFieldAccess } from "../use-field-access";
import { formValuesOf, isSecret, singletonBody, storedSecrets } from "./singleton-values";

type Values = Record<string, unknown>;

export interface SingletonFormProps {
  /** A resource with `x-resource.singleton` (one row per company): `GET /<name>` reads it, `PUT /<name>` writes it. */
  resource: string;
  /** Beside the save button (the SMS settings' test button). */
  actions?: ReactNode;
  /** Called with the row as saved. */
  onSaved?: (record: BaseRecord) => void;
}

/**
 * The generated form of a singleton resource (the shop's SMS settings): the row, or its defaults before the first
 * save, in the record form's sections and widgets (`visibleWhen`, 422 messages on their fields); saved with the
 * version it was read at, so someone else's change meanwhile is refused (409) and said above the form until the
 * user reloads. A stored credential's input stays empty and is sent only when typed.
 */
export const SingletonForm = ({ resource, actions, onSaved }: SingletonFormProps) => {
  const { t, i18n } = useTranslation();
  const schema = useResourceSchema(resource);
  const apiUrl = useApiUrl();
  const url = `${apiUrl}/${resource}`;
  const { query, result } = useCustom<BaseRecord>({ url, method: "get", errorNotification: false });
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, Values>();
  const [form] = Form.useForm<Values>();
  const allowed = useFieldAccess();
  const company = useCompanyFlags();
  const fields = useMemo(() => formFields(schema).filter((field) => allowed(field) && fieldOffered(field, "edit", company)), [schema, allowed, company]);

  // The row as last read or saved; the version a save is based on stays the one the typed values came from.
  const [saved, setSaved] = useState<BaseRecord>();
  const record = saved ?? (query.isSuccess ? result.data : undefined);
  const basedOn = useRef<unknown>(undefined);
  const typed = useRef<Values | undefined>(undefined);
  const [conflict, setConflict] = useState<string>();

  useEffect(() => {
    if (!record) return;
    if (typed.current) return;
    basedOn.current = record.version;
    form.setFieldsValue(formValuesOf(fields, record) as never);
  }, [record, fields, form]);

  const secrets = useMemo(() => storedSecrets(record), [record]);
  const ownSuccess = `${resource}.notifications.editSuccess`;
  const successText = i18n.exists(ownSuccess) ? t(ownSuccess) : t("engine.singleton.saved");

  const save = async (values: Values) => {
    typed.current = form.getFieldsValue(true) as Values;
    try {
      const { data } = await mutateAsync({
        url,
        method: "put",
        values: singletonBody(schema, fields, values, basedOn.current),
        successNotification: () => ({ type: "success", message: successText }),
        // A stale version is said above the form; a 422 whose messages all land on fields is said there alone.
        errorNotification: (error) => (error?.statusCode === 409 || errorsAllOnFields(form, error) ? false : { type: "error", message: error?.message ?? "" }),
      });
      typed.current = undefined;
      setConflict(undefined);
      // What was typed into a secret is stored now: its input empties and says so.
      form.setFieldsValue(Object.fromEntries(fields.filter(isSecret).map((field) => [field.name, undefined])));
      setSaved(data);
      onSaved?.(data);
    } catch (error) {
      const refusal = error as HttpError;
      if (refusal?.statusCode === 409) setConflict(refusal.message);
      else applyServerErrors(form, error);
    }
  };

  const reload = async () => {
    typed.current = undefined;
    setConflict(undefined);
    setSaved(undefined);
    const fresh = await query.refetch();
    const row = fresh.data?.data;
    form.resetFields();
    if (row) {
      basedOn.current = row.version;
      form.setFieldsValue(formValuesOf(fields, row) as never);
    }
  };

  if (query.isError) return <Alert type="error" showIcon message={(query.error as HttpError | null)?.message ?? t("errors.unexpected")} />;
  if (!record) return <PageLoading />;
  return (
    <StoredSecretsContext.Provider value={secrets}>
      <Form<Values> form={form} layout="vertical" initialValues={formValuesOf(fields, record)} onFinish={(values) => void save(values)}>
        {conflict && (
          <Alert
            type="error"
            showIcon
            message={conflict}
            style={{ marginBottom: 24 }}
            action={<Button onClick={() => void reload()}>{t("buttons.refresh")}</Button>}
          />
        )}
        <FormFields schema={schema} resource={resource} fields={fields} form={form} />
        <Flex justify="end" gap={8} wrap>
          {actions}
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t("buttons.save")}
          </Button>
        </Flex>
      </Form>
    </StoredSecretsContext.Provider>
  );
};
