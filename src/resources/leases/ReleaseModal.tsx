import { useApiUrl, useCustom, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Alert, Form, Modal, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { actionBodySchema, actionFieldLabel, actionLabel, actionRequest, defaultValues, formatMoney, formFields, normaliseForSubmit } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { ActionRecordContext } from "../generic/actions/action-record";
import { startValues } from "../generic/actions/start-values";
import { useCompanyToday } from "../generic/actions/use-company-today";
import { useRowOperation } from "../generic/actions/use-row-operation";
import { QuickCreateContext, ReferenceSelect, type QuickCreateProps } from "../../widgets";
import type { ReferenceSelectProps } from "../../widgets/reference/ReferenceSelect";
import { FieldItem } from "../generic/form/FieldItem";
import { FormFields } from "../generic/form/FormFields";
import { ResourceFormModal } from "../generic/form/ResourceFormModal";
import { daysLate, lateFeeFor } from "./lease-view";

const RESOURCE = "leases";
const ACTION = "release";

type Values = Record<string, unknown>;

interface RentalSettings {
  turnaround_days?: number;
  late_fee_per_day?: string;
}

/** The shop's late fee per day (`GET /api/rental_settings`, the singleton's defaults before its first save). */
const useLateFeePerDay = (enabled: boolean): string | undefined => {
  const apiUrl = useApiUrl();
  const { result } = useCustom<RentalSettings>({
    url: `${apiUrl}/rental_settings`,
    method: "get",
    errorNotification: false,
    queryOptions: { enabled },
  });
  return result.data?.late_fee_per_day;
};

/** What the chosen delivered date will charge: the days after the delivery date × the shop's fee per day. */
export const LateFeeNotice = ({ deliveryDate, deliveredDate, feePerDay }: { deliveryDate: unknown; deliveredDate: unknown; feePerDay: string | undefined }) => {
  const { t, i18n } = useTranslation();
  const days = daysLate(deliveryDate, deliveredDate);
  if (days === 0) return <Alert type="success" showIcon message={t("leases.release.onTime")} data-testid="late-fee" />;
  const fee = lateFeeFor(days, feePerDay);
  const charged = fee !== "0.00";
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="late-fee"
      message={charged ? t("leases.release.late", { days, fee: formatMoney(fee, i18n.language) }) : t("leases.release.lateNoFee", { days })}
      description={charged ? t("leases.release.feesFirst") : undefined}
    />
  );
};

/** The gown's way back (issue 16): the steps a take-back may send it straight on to, each with its body fields. */
export const SEND_ON_STEPS = [
  // `match` is one object a step: a new one each render would ask the server again and close the select.
  { kind: "dry", match: { role: "dry" }, party: "dry_client_id", fields: ["dry_delivery_date", "dry_price"] },
  { kind: "tailor", match: { role: "tailor" }, party: "tailor_client_id", fields: ["tailor_delivery_date"] },
] as const;
const SEND_ON_FIELDS = new Set<string>(SEND_ON_STEPS.flatMap((step) => [step.party, ...step.fields]));

/** A tailor or cleaner made from the select ("+"), its role preset. */
const PartyQuickCreate = ({ resource, presets, open, onClose, onSaved }: QuickCreateProps) => (
  <ResourceFormModal resource={resource} action="create" presets={presets} open={open} onClose={onClose} onSaved={onSaved} />
);

/** antd's Form.Item hands `aria-required` to its control; a select's root may not carry it (axe), the label says it. */
const PartySelect = ({ "aria-required": _required, ...props }: Omit<ReferenceSelectProps, "resource"> & { "aria-required"?: unknown }) => <ReferenceSelect resource="clients" {...props} />;

/**
 * 'Kuru temizlemeye gönder' / 'Terziye gönder': optional; a party (a client of the step's role, quick create presetting
 * it) and its due date send the gown on from the delivered date; the server refuses a half-filled step on its field.
 */
const SendOnPart = ({ fields }: { fields: ReturnType<typeof formFields> }) => {
  const { t } = useTranslation();
  const label = (field: string) => actionFieldLabel(t, RESOURCE, ACTION, field);
  return (
    <QuickCreateContext.Provider value={PartyQuickCreate}>
      <div data-testid="send-on">
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t("leases.release.sendOn.hint")}
        </Typography.Paragraph>
        {SEND_ON_STEPS.map((step) => (
          <fieldset key={step.kind} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8, border: 0 }}>{t(`leases.release.sendOn.${step.kind}`)}</legend>
            <Form.Item name={step.party} label={label(step.party)}>
              <PartySelect match={step.match} />
            </Form.Item>
            {step.fields.map((name) => {
              const field = fields.find((candidate) => candidate.name === name);
              return field ? <FieldItem key={name} field={field} name={[name]} resource={RESOURCE} label={label(name)} required={false} /> : null;
            })}
          </fieldset>
        ))}
      </div>
    </QuickCreateContext.Provider>
  );
};

interface ReleaseModalProps {
  id: BaseKey;
  record: BaseRecord;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Teslim Al' (spec `release`, §2 "Lease overview"): the action's generated form (delivered date from the company's
 * day, 'Kalan ödemeleri tamamla' checked, damage fee and note) with, before it is confirmed, the days late and the
 * late fee the shop's rental settings will charge for the chosen date, and the optional send-on part (the gown goes
 * straight on to the dry cleaner and/or the tailor). After it ran the row and counters are read again.
 */
export const ReleaseModal = ({ id, record, open, onClose }: ReleaseModalProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(RESOURCE);
  const body = useMemo(() => actionBodySchema(schema, ACTION)!, [schema]);
  const allFields = useMemo(() => formFields(body), [body]);
  // The send-on fields have their own part below the take-back's.
  const fields = useMemo(() => allFields.filter((field) => !SEND_ON_FIELDS.has(field.name)), [allFields]);
  const [form] = Form.useForm<Values>();
  const { run, pending } = useRowOperation(RESOURCE);
  const today = useCompanyToday();
  const feePerDay = useLateFeePerDay(open);
  const deliveredDate = Form.useWatch("delivered_date", form);
  const label = actionLabel(t, RESOURCE, ACTION);
  const submit = (values: Values) => {
    const { path, method } = actionRequest(schema, ACTION, id);
    run(
      { id, operation: ACTION, method, path, values: normaliseForSubmit(body, values), success: t("engine.actions.done", { action: label }) },
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
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ ...defaultValues(body), ...startValues(body, record, today) }} onFinish={submit}>
        <ActionRecordContext.Provider value={record}>
          <FormFields
            schema={body}
            resource={RESOURCE}
            fields={fields}
            form={form}
            labelOf={(field) => actionFieldLabel(t, RESOURCE, ACTION, field)}
            extras={{
              delivered_date: (
                <div style={{ marginTop: 8 }}>
                  <LateFeeNotice deliveryDate={record.delivery_date} deliveredDate={deliveredDate} feePerDay={feePerDay} />
                </div>
              ),
            }}
          />
          <SendOnPart fields={allFields} />
        </ActionRecordContext.Provider>
      </Form>
    </Modal>
  );
};
