import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Form, Modal } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { actionBodySchema, actionFieldLabel, actionLabel, actionRequest, defaultValues, formFields, normaliseForSubmit } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { FormFields } from "../form/FormFields";
import { ActionRecordContext } from "./action-record";
import { startValues } from "./start-values";
import { useCompanyToday } from "./use-company-today";
import { useRowOperation } from "./use-row-operation";

interface ActionBodyModalProps {
  resource: string;
  /** The declared action (`x-resource.actions.<action>`) whose `body` the form asks for. */
  action: string;
  /** The row it runs on. */
  id: BaseKey;
  /** The row as listed: fields of the body may start from its columns (`x-ui.start`). */
  record?: BaseRecord;
  open: boolean;
  onClose: () => void;
}

type Values = Record<string, unknown>;

/**
 * An action that takes input (`x-resource.actions.<action>.body`): a form generated from its body schema, with
 * the record form's widgets, rules and a 422's messages on the fields; once the action ran it closes and the
 * row is read again. Labels: `<resource>.actions.<action>.label` and `.fields.<field>`.
 */
export const ActionBodyModal = ({ resource, action, id, record, open, onClose }: ActionBodyModalProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const body = useMemo(() => actionBodySchema(schema, action)!, [schema, action]);
  const fields = useMemo(() => formFields(body), [body]);
  const [form] = Form.useForm<Values>();
  const { run, pending } = useRowOperation(resource);
  const today = useCompanyToday();
  const label = actionLabel(t, resource, action);
  const submit = (values: Values) => {
    const { path, method } = actionRequest(schema, action, id);
    run(
      { id, operation: action, method, path, values: normaliseForSubmit(body, values), success: t("engine.actions.done", { action: label }) },
      { onSuccess: onClose, form },
    );
  };
  return (
    <Modal
      open={open}
      title={label}
      okText={label}
      cancelText={t("engine.delete.cancel")}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      // Every opening starts from an empty form.
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ ...defaultValues(body), ...startValues(body, record ?? { id }, today) }} onFinish={submit}>
        <ActionRecordContext.Provider value={record}>
          <FormFields schema={body} resource={resource} fields={fields} form={form} labelOf={(field) => actionFieldLabel(t, resource, action, field)} />
        </ActionRecordContext.Provider>
      </Form>
    </Modal>
  );
};
