import { useCreate, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Form, Modal, Spin } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultValues, formFields, normaliseForSubmit } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { applyServerErrors } from "../../../pages/server-errors";
import { FormFields } from "../../generic/form/FormFields";
import { formatLeaseDate } from "../../leases/lease-view";
import { useAvailability } from "./use-availability";

const LEASES = "leases";
/** What 'Kirala' asks (spec §7 `lease-product`): the client, the days, the price (the product's rent by default), the kapora, a note. */
export const LEASE_PRODUCT_FIELDS = ["client_id", "issue_date", "delivery_date", "total_price", "price", "notes"] as const;

type Values = Record<string, unknown>;

interface LeaseProductModalProps {
  product: BaseRecord;
  open: boolean;
  onClose: () => void;
  onLeased?: (lease: BaseRecord) => void;
}

/** Whether the product is free over the chosen days, with the bookings in the way (DD-MM-YYYY). */
const AvailabilityNotice = ({ serviceId, issueDate, deliveryDate }: { serviceId: number; issueDate: unknown; deliveryDate: unknown }) => {
  const { t } = useTranslation();
  const { enabled, answer, checking, failed } = useAvailability({ serviceId, issueDate, deliveryDate });
  if (!enabled) return null;
  if (checking && !answer) return <Spin size="small" tip={t("leases.leaseModal.checking")} data-testid="availability-checking" />;
  if (failed) return <Alert type="warning" showIcon message={t("leases.leaseModal.checkFailed")} data-testid="availability" />;
  if (!answer) return null;
  if (answer.available) return <Alert type="success" showIcon message={t("leases.leaseModal.free")} data-testid="availability" />;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="availability"
      message={t("leases.leaseModal.busy")}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {answer.clashes.map((clash) => (
            <li key={clash.lease_id}>
              {t("leases.leaseModal.clash", { from: formatLeaseDate(clash.issue_date), to: formatLeaseDate(clash.delivery_date), piece: clash.piece })}
            </li>
          ))}
        </ul>
      }
    />
  );
};

/**
 * 'Kirala' on one of the shop's products (spec §2 "Product management" modals, §7 `lease-product`): the lease's
 * generated fields (client picker, issue and delivery dates, total price starting at the product's rent price,
 * kapora, notes), whether the days are free before saving (`GET /api/availability`), then `POST /api/leases`.
 * A refused booking (409, `BookingRefusal`: the product and the clashing dates) is said in the modal.
 */
const LeaseProductModal = ({ product, open, onClose, onLeased }: LeaseProductModalProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(LEASES);
  const fields = useMemo(() => formFields(schema).filter((field) => (LEASE_PRODUCT_FIELDS as readonly string[]).includes(field.name)), [schema]);
  const [form] = Form.useForm<Values>();
  const issueDate = Form.useWatch("issue_date", form);
  const deliveryDate = Form.useWatch("delivery_date", form);
  const [refusal, setRefusal] = useState<string>();
  const { mutate, mutation } = useCreate<BaseRecord, HttpError, Values>();
  const serviceId = Number(product.id);
  const initialValues = useMemo(() => {
    const defaults = defaultValues(schema);
    return {
      ...Object.fromEntries(LEASE_PRODUCT_FIELDS.flatMap((name) => (defaults[name] === undefined ? [] : [[name, defaults[name]]]))),
      total_price: product.rent_price ?? undefined,
    };
  }, [schema, product.rent_price]);
  const submit = (values: Values) => {
    setRefusal(undefined);
    mutate(
      {
        resource: LEASES,
        values: normaliseForSubmit(schema, { ...values, service_id: serviceId, piece: 1 }),
        successNotification: () => ({ type: "success", message: t("leases.leaseModal.done") }),
        // A refused booking is said in the modal; a 422 on the fields it names.
        errorNotification: (error) => (error?.statusCode === 409 || (error?.statusCode === 422 && error.errors) ? false : { type: "error", message: error?.message ?? t("errors.unexpected") }),
      },
      {
        onSuccess: ({ data }) => {
          onLeased?.(data);
          onClose();
        },
        onError: (error) => {
          if (error.statusCode === 409) setRefusal(error.message);
          applyServerErrors(form, error);
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={`${t("leases.leaseModal.title")}: ${String(product.name ?? "")}`}
      okText={t("leases.leaseModal.title")}
      cancelText={t("engine.delete.cancel")}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} onValuesChange={() => setRefusal(undefined)}>
        <FormFields schema={schema} resource={LEASES} fields={fields} form={form} />
      </Form>
      <AvailabilityNotice serviceId={serviceId} issueDate={issueDate} deliveryDate={deliveryDate} />
      {refusal !== undefined && <Alert type="error" showIcon message={refusal} data-testid="booking-refusal" style={{ marginTop: 12 }} />}
    </Modal>
  );
};

export default LeaseProductModal;
