import { Create, Edit, SaveButton, useForm } from "@refinedev/antd";
import { useNotification, type BaseKey, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Button, Flex, Form } from "antd";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { defaultValues, fieldLocked, fieldOffered, formFields, normaliseForSubmit, rowAllows, titleOf, type ParentLink } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { errorsAllOnFields, messagesOffFields } from "../../../pages/server-errors";
import { QuickCreateContext, type QuickCreateProps } from "../../../widgets";
import { RecordLocked } from "../RecordLocked";
import { RecordNotFound } from "../RecordNotFound";
import { useCompanyFlags, useFieldAccess } from "../use-field-access";
import { useRecordAccess } from "../use-record-access";
import { createdKind } from "./created-kind";
import { fieldsClearedBy } from "./dependent-resets";
import { FormFields } from "./FormFields";
import { ResourceFormModal } from "./ResourceFormModal";
import { useEditConflict } from "./use-edit-conflict";

export interface ResourceFormProps {
  resource: string;
  action: "create" | "edit";
  /** The record to edit; the edit page reads it from the route. */
  id?: BaseKey;
  /**
   * Quick create (a modal, or a page opened with `?response=vselect`): no page frame, no redirect,
   * and the saved record is handed back.
   */
  onSaved?: (record: BaseRecord) => void;
  bare?: boolean;
  /** Values the new record must hold (quick create through an `x-ref-filter`): sent, never shown. */
  presets?: Readonly<Record<string, unknown>>;
  /** A child created under its parent (`POST /<parent>/<id>/<path>`); the parent's field is then among the presets. */
  parent?: ParentLink;
  /** A create form's starting values over the schema's defaults (the product form's VAT starts at 0, spec §9). */
  initialValues?: Readonly<Record<string, unknown>>;
  /** Reshapes what is sent (the product form sends its picked sizes instead of one size). */
  transformValues?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Creates through a declared route under the resource's path instead of the generic POST (`sizes`). */
  createPath?: string;
  /** Under fields, by name (hints, reset buttons). */
  extras?: Readonly<Record<string, ReactNode>>;
  /** A page's own control in a field's place, by name. */
  replacements?: Readonly<Record<string, ReactNode>>;
  /** A 422's messages that no shown field holds each get a toast of their own (spec §8: the product form's), not one joined. */
  errorsOneByOne?: boolean;
}

type Values = Record<string, unknown>;

/** The one create/edit form of every resource, generated from its schema. */
export const ResourceForm = ({
  resource,
  action,
  id,
  onSaved,
  bare = false,
  presets: givenPresets,
  parent,
  initialValues: givenInitialValues,
  transformValues = (values) => values,
  createPath,
  extras,
  replacements,
  errorsOneByOne = false,
}: ResourceFormProps) => {
  const { t, i18n } = useTranslation();
  // Callers pass a fresh object each render; its content is what counts.
  const presetKey = JSON.stringify(givenPresets ?? {});
  const presets = useMemo(() => JSON.parse(presetKey) as Record<string, unknown>, [presetKey]);
  const schema = useResourceSchema(resource);
  // A resource may word its own success toast ('Müşteri başarıyla oluşturuldu!', spec §8); refine's otherwise, naming
  // what a preset made the record (a brand, not a category).
  const ownSuccess = `${resource}.notifications.${action}Success`;
  const kind = action === "create" ? createdKind(schema, presets, (key) => (i18n.exists(key) ? t(key) : undefined)) : undefined;
  const successNotification = i18n.exists(ownSuccess)
    ? { type: "success" as const, message: t(ownSuccess) }
    : kind === undefined
      ? undefined
      : { type: "success" as const, message: t("notifications.createSuccess", { resource: kind }), description: t("notifications.success") };
  const { open } = useNotification();
  const { formProps, saveButtonProps, form, formLoading, query } = useForm<BaseRecord, HttpError, Values>({
    resource,
    action,
    id,
    meta: action !== "create" ? undefined : parent ? { parent } : createPath !== undefined ? { createPath } : undefined,
    successNotification,
    // Someone else's change meanwhile is said above the form, where it stays until the user reloads; a 422 whose
    // messages all land on the form's fields is said there alone (refine puts them on the fields).
    errorNotification: (error): false | undefined => {
      if ((error?.statusCode === 409 && action === "edit") || errorsAllOnFields(form, error)) return false;
      const apart = errorsOneByOne && error?.statusCode === 422 ? messagesOffFields(form, error) : [];
      if (apart.length === 0) return undefined;
      apart.forEach((message, index) => open?.({ type: "error", message, key: `${resource}-error-${index}` }));
      return false;
    },
    redirect: onSaved ? false : undefined,
    onMutationSuccess: (response) => {
      edit.saved(response.data);
      onSaved?.(response.data);
    },
    onMutationError: (error) => edit.failed(error),
  });
  const record = query?.data?.data;
  const edit = useEditConflict({ form, record, refetch: () => query!.refetch(), enabled: action === "edit" });
  const access = useRecordAccess(resource);
  const allowed = useFieldAccess();
  const company = useCompanyFlags();
  // Gated fields (x-permission), a change's create-only ones and grants the company lacks are not the user's
  // to see or send: the server keeps their stored values.
  const fields = useMemo(
    () => formFields(schema).filter((field) => !(field.name in presets) && allowed(field) && fieldOffered(field, action, company)),
    [schema, presets, allowed, action, company],
  );
  const initialValues = action === "create" ? { ...defaultValues(schema), ...givenInitialValues, ...formProps.initialValues } : formProps.initialValues;

  const body = (
    <Form<Values>
      {...formProps}
      layout="vertical"
      initialValues={initialValues}
      // The presets count for what is shown too: a preset sub-category type sends the parent it shows.
      onFinish={(values) => {
        edit.submitting();
        return formProps.onFinish?.(edit.withVersion(transformValues({ ...normaliseForSubmit(schema, { ...values, ...presets }), ...presets })));
      }}
      onFinishFailed={() => {
        // Some forms word one message for any missing field ('Başlık ve Açıklama Kısmını Doldurunuz!', spec §5).
        const invalid = `${resource}.invalid`;
        if (i18n.exists(invalid)) open?.({ type: "error", message: t(invalid), key: invalid });
      }}
      onValuesChange={(changed: Values, all: Values) => {
        const cleared = fieldsClearedBy(fields, Object.keys(changed));
        if (cleared.length > 0) form.setFieldsValue(Object.fromEntries(cleared.map((name) => [name, undefined])));
        formProps.onValuesChange?.(changed, all);
      }}
    >
      {edit.conflict && (
        <Alert
          type="error"
          showIcon
          message={edit.conflict}
          style={{ marginBottom: 24 }}
          action={<Button onClick={() => void edit.reload()}>{t("buttons.refresh")}</Button>}
        />
      )}
      <FormFields
        schema={schema}
        resource={resource}
        fields={fields}
        form={form}
        presets={presets}
        locked={(field) => fieldLocked(record, field)}
        extras={extras}
        replacements={replacements}
      />
      {bare && (
        <Flex justify="end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      )}
    </Form>
  );

  const content: ReactNode = <QuickCreateContext.Provider value={QuickCreateModal}>{body}</QuickCreateContext.Provider>;
  // The row's rules forbid changing it (a completed fitting); while a refused save is on screen the form stays.
  if (action === "edit" && record && !rowAllows(record, "update") && !edit.conflict) return <RecordLocked resource={resource} bare={bare} />;
  if (bare) return content;
  if (action === "create") {
    return (
      <Create resource={resource} breadcrumb={false} title={titleOf(t, resource, "create")} saveButtonProps={saveButtonProps} isLoading={formLoading}>
        {content}
      </Create>
    );
  }
  if (query?.isError) return <RecordNotFound resource={resource} />;
  return (
    <Edit
      resource={resource}
      recordItemId={id}
      breadcrumb={false}
      title={titleOf(t, resource, "edit")}
      saveButtonProps={saveButtonProps}
      isLoading={formLoading}
      canDelete={access.delete && rowAllows(record, "delete")}
      deleteButtonProps={{
        confirmTitle: t("engine.delete.confirm"),
        confirmOkText: t("engine.delete.ok"),
        confirmCancelText: t("engine.delete.cancel"),
      }}
    >
      {content}
    </Edit>
  );
};

/**
 * Creates a record of another resource from a reference select without leaving the form. The modal's form
 * is this form again (ResourceFormModal imports this module in turn; both only meet at render time).
 */
const QuickCreateModal = (props: QuickCreateProps) => <ResourceFormModal action="create" {...props} />;
