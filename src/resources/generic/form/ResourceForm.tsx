import { Create, Edit, SaveButton, useForm } from "@refinedev/antd";
import { useNotification, type BaseKey, type BaseRecord, type HttpError } from "@refinedev/core";
import { Flex, Form } from "antd";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  conditionallyRequiredFields,
  conditionFields,
  defaultValues,
  formFields,
  normaliseForSubmit,
  titleOf,
} from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { QuickCreateContext, type QuickCreateProps } from "../../../widgets";
import { RecordNotFound } from "../RecordNotFound";
import { useRecordAccess } from "../use-record-access";
import { fieldsClearedBy } from "./dependent-resets";
import { FieldItem } from "./FieldItem";
import { ResourceFormModal } from "./ResourceFormModal";
import { useRequiredFields } from "./use-required-fields";
import { useVisibleFields } from "./use-visible-fields";

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
}

type Values = Record<string, unknown>;

/** The one create/edit form of every resource, generated from its schema. */
export const ResourceForm = ({ resource, action, id, onSaved, bare = false, presets: givenPresets }: ResourceFormProps) => {
  const { t, i18n } = useTranslation();
  // Callers pass a fresh object each render; its content is what counts.
  const presetKey = JSON.stringify(givenPresets ?? {});
  const presets = useMemo(() => JSON.parse(presetKey) as Record<string, unknown>, [presetKey]);
  const schema = useResourceSchema(resource);
  // A resource may word its own success toast ('Müşteri başarıyla oluşturuldu!', spec §8); refine's otherwise.
  const ownSuccess = `${resource}.notifications.${action}Success`;
  const { formProps, saveButtonProps, form, formLoading, query } = useForm<BaseRecord, HttpError, Values>({
    resource,
    action,
    id,
    successNotification: i18n.exists(ownSuccess) ? { type: "success", message: t(ownSuccess) } : undefined,
    redirect: onSaved ? false : undefined,
    onMutationSuccess: (response) => onSaved?.(response.data),
  });
  const { open } = useNotification();
  const required = useRequiredFields(schema, form, presets);
  const access = useRecordAccess(resource);
  const dependants = useMemo(() => conditionallyRequiredFields(schema), [schema]);
  const dependencies = useMemo(() => conditionFields(schema), [schema]);
  const fields = useMemo(() => formFields(schema).filter((field) => !(field.name in presets)), [schema, presets]);
  // A hidden field is not rendered, so antd neither validates it nor hands it to onFinish.
  const visible = useVisibleFields(fields, form, presets);
  const initialValues = action === "create" ? { ...defaultValues(schema), ...formProps.initialValues } : formProps.initialValues;

  const body = (
    <Form<Values>
      {...formProps}
      layout="vertical"
      initialValues={initialValues}
      // The presets count for what is shown too: a preset sub-category type sends the parent it shows.
      onFinish={(values) => formProps.onFinish?.({ ...normaliseForSubmit(schema, { ...values, ...presets }), ...presets })}
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
      {fields.filter((field) => visible.has(field.name)).map((field) => (
        <FieldItem
          key={field.name}
          field={field}
          name={[field.name]}
          resource={resource}
          required={required.has(field.name)}
          dependencies={dependants.has(field.name) ? dependencies : undefined}
        />
      ))}
      {bare && (
        <Flex justify="end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      )}
    </Form>
  );

  const content: ReactNode = <QuickCreateContext.Provider value={QuickCreateModal}>{body}</QuickCreateContext.Provider>;
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
      canDelete={access.delete}
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
