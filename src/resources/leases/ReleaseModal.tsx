import { useApiUrl, useCustom, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Alert, Form, Modal } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { actionBodySchema, actionFieldLabel, actionLabel, actionRequest, defaultValues, formatMoney, formFields, normaliseForSubmit } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { ActionRecordContext } from "../generic/actions/action-record";
import { startValues } from "../generic/actions/start-values";
import { useCompanyToday } from "../generic/actions/use-company-today";
import { useRowOperation } from "../generic/actions/use-row-operation";
import { FormFields } from "../generic/form/FormFields";
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

interface ReleaseModalProps {
  id: BaseKey;
  record: BaseRecord;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Teslim Al' (spec `release`, §2 "Lease overview"): the action's generated form (delivered date from the company's
 * day, 'Kalan ödemeleri tamamla' checked, damage fee and note) with, before it is confirmed, the days late and the
 * late fee the shop's rental settings will charge for the chosen date. After it ran the row and counters are read again.
 */
export const ReleaseModal = ({ id, record, open, onClose }: ReleaseModalProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(RESOURCE);
  const body = useMemo(() => actionBodySchema(schema, ACTION)!, [schema]);
  const fields = useMemo(() => formFields(body), [body]);
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
        </ActionRecordContext.Provider>
      </Form>
    </Modal>
  );
};
