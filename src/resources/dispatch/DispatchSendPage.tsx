import { DeleteOutlined } from "@ant-design/icons";
import { useApiUrl, useDataProvider, useNotification, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Col, Empty, Flex, Form, Modal, Row, Space, Spin, Typography, type FormInstance } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { BasketProduct } from "../../domain/orders/basket";
import { fieldByName, fieldLabel, titleOf } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { PageHeader } from "../../layout/page-header/PageHeader";
import { QuickCreateContext, ReferenceSelect, type QuickCreateProps } from "../../widgets";
import type { ReferenceSelectProps } from "../../widgets/reference/ReferenceSelect";
import { ContractLinks } from "../contracts/ContractLinks";
import { useCompanyToday } from "../generic/actions/use-company-today";
import { FieldItem } from "../generic/form/FieldItem";
import { ResourceFormModal } from "../generic/form/ResourceFormModal";
import { formatLeaseDate } from "../leases/lease-view";
import { ProductSearch } from "../processes/ProductSearch";
import { useAvailability } from "../services/leasing/use-availability";
import { DISPATCH_KINDS, dispatchBodyOf, formPathOf, type DispatchAnswer, type DispatchKind } from "./dispatch-kind";

type Values = Record<string, unknown>;

/** The recipient select's filter, one object a kind (a new object each render would ask the server again). */
const ROLE_MATCH: Record<DispatchKind, Readonly<Record<string, string>>> = { tailor: { role: "tailor" }, dry: { role: "dry" } };

/** A chosen product as the form holds it: what is posted, and its name for the page. */
interface ProductRow {
  service_id: number;
  name: string;
  piece: number;
  delivery_date?: string;
  price?: string;
}

/** The recipient's "+": the clients' generated create form in a modal, the role preset (the select's `match`). */
const ClientQuickCreate = ({ resource, presets, open, onClose, onSaved }: QuickCreateProps) => (
  <ResourceFormModal resource={resource} action="create" presets={presets} open={open} onClose={onClose} onSaved={onSaved} />
);

/** antd's Form.Item hands `aria-required` to its control; a select's root may not carry it (axe), the label says it. */
const RecipientSelect = ({ "aria-required": _required, ...props }: Omit<ReferenceSelectProps, "resource"> & { "aria-required"?: unknown }) => (
  <ReferenceSelect resource="clients" allowClear={false} {...props} />
);

/** Whether the product is free from the send date to its own delivery date (`GET /api/availability`), before saving. */
const ProductAvailability = ({ resource, serviceId, issueDate, deliveryDate, piece }: { resource: string; serviceId: number; issueDate: unknown; deliveryDate: unknown; piece: number }) => {
  const { t } = useTranslation();
  const { enabled, answer, checking, failed } = useAvailability({ serviceId, issueDate, deliveryDate, piece });
  if (!enabled) return null;
  if (checking && !answer) return <Spin size="small" aria-label={t(`${resource}.send.checking`)} data-testid="availability-checking" />;
  if (failed) return <Alert type="warning" showIcon message={t(`${resource}.send.checkFailed`)} data-testid="availability" />;
  if (!answer) return null;
  if (answer.available) return <Alert type="success" showIcon message={t(`${resource}.send.free`)} data-testid="availability" />;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="availability"
      message={t(`${resource}.send.busy`)}
      description={answer.clashes.map((clash) => `${formatLeaseDate(clash.issue_date)} – ${formatLeaseDate(clash.delivery_date)}`).join(", ")}
    />
  );
};

/** One chosen product: its name, its own delivery date (and the cleaner's price), its availability and 'Kaldır'. */
const ProductCard = ({ resource, priceOnSend, index, form, onRemove }: { resource: string; priceOnSend: boolean; index: number; form: FormInstance<Values>; onRemove: () => void }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const row = Form.useWatch(["products", index], form) as ProductRow | undefined;
  const issueDate = Form.useWatch("issue_date", form);
  const name = row?.name ?? "";
  return (
    <Card size="small" data-testid={`dispatch-product-${index}`} title={<Typography.Text strong>{name}</Typography.Text>} extra={
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t(`${resource}.send.remove`, { name })} onClick={onRemove} />
    }>
      <Row gutter={12}>
        <Col xs={24} sm={priceOnSend ? 12 : 24}>
          <FieldItem
            field={fieldByName(schema, "delivery_date")}
            name={[index, "delivery_date"]}
            resource={resource}
            required
            label={`${fieldLabel(t, resource, "delivery_date")} (${name})`}
          />
        </Col>
        {priceOnSend && (
          <Col xs={24} sm={12}>
            <FieldItem field={fieldByName(schema, "price")} name={[index, "price"]} resource={resource} required={false} label={`${fieldLabel(t, resource, "price")} (${name})`} />
          </Col>
        )}
      </Row>
      {row && <ProductAvailability resource={resource} serviceId={row.service_id} issueDate={issueDate} deliveryDate={row.delivery_date} piece={row.piece} />}
    </Card>
  );
};

/**
 * 'Terziye Ürün Gönder' / 'Kuru Temizlemeye Ürün Gönder' (spec §2 "Tailor and dry-cleaning", §7 `tailors`, `dry`):
 * the tailor or dry cleaner (a client of that role; "+" creates one with the role set), the send date on the
 * company's day, products found by name or barcode, each with its own delivery date (and the cleaner's price) and
 * whether it is free over those days before saving, a note; `POST /api/<resource>/dispatch` books them all in one
 * go. The server's message is the success toast, the contract is offered in a modal, then the list. A refusal keeps
 * everything typed: a 409 is said on the product's date it names, a 422 on its fields.
 */
export const DispatchSendPage = ({ kind }: { kind: DispatchKind }) => {
  const info = DISPATCH_KINDS[kind];
  const resource = info.resource;
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const today = useCompanyToday();
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<{ clientId: number } | undefined>();
  const initialValues = useMemo(() => ({ issue_date: today, products: [] }), [today]);

  const refused = (error: HttpError) => {
    const errors = (error?.errors ?? {}) as Record<string, unknown>;
    const shown = new Set(["client_id", "issue_date", "notes", "products"]);
    const placed = Object.entries(errors)
      .filter(([name]) => shown.has(name.split(".")[0]!))
      .map(([name, messages]) => ({ name: formPathOf(name), errors: (Array.isArray(messages) ? messages : [messages]).map(String) }));
    form.setFields(placed);
    // A 409 is said where it belongs and as a toast too (it may sit on a card scrolled out of sight).
    if (placed.length === 0 || error?.statusCode === 409) notify?.({ type: "error", message: error?.message ?? t(`${resource}.send.saveFailed`), key: `${resource}-dispatch` });
  };

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const { data } = await dataProvider().custom!<DispatchAnswer>({
        url: `${apiUrl}/${resource}/dispatch`,
        method: "post",
        payload: dispatchBodyOf(form.getFieldsValue(true) as Values, info.priceOnSend),
      });
      notify?.({ type: "success", message: data?.message || t(`${resource}.send.created`), key: `${resource}-dispatch` });
      setCreated({ clientId: Number(values.client_id) });
    } catch (error) {
      refused(error as HttpError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <QuickCreateContext.Provider value={ClientQuickCreate}>
      <PageHeader title={titleOf(t, resource, "create")} style={{ paddingInline: 0 }} />
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void save(values)} disabled={saving}>
        <Row gutter={16}>
          <Col xs={24} lg={8}>
            <Card size="small" style={{ marginBottom: 16 }}>
              <Form.Item name="client_id" label={fieldLabel(t, resource, "client_id")} rules={[{ required: true, message: t(`${resource}.send.clientRequired`) }]}>
                <RecipientSelect match={ROLE_MATCH[kind]} />
              </Form.Item>
              <FieldItem field={fieldByName(schema, "issue_date")} name={["issue_date"]} resource={resource} required />
              <FieldItem field={fieldByName(schema, "notes")} name={["notes"]} resource={resource} required={false} />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card size="small" title={t(`${resource}.send.products`)} style={{ marginBottom: 16 }}>
              <Form.List
                name="products"
                rules={[
                  {
                    validator: async (_rule, rows: unknown[] | undefined) => {
                      if (!rows || rows.length === 0) throw new Error(t(`${resource}.send.productsRequired`));
                    },
                  },
                ]}
              >
                {(items, { add, remove }, { errors }) => (
                  <Space direction="vertical" style={{ width: "100%" }}>
                    <ProductSearch
                      onPick={(product: BasketProduct) => {
                        const rows = (form.getFieldValue("products") ?? []) as ProductRow[];
                        // One row a product: sending the same gown twice is one row with its own date.
                        if (rows.some((row) => row.service_id === product.id)) return;
                        add({ service_id: product.id, name: product.name, piece: 1 } satisfies ProductRow);
                      }}
                    />
                    {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${resource}.send.noProducts`)} />}
                    {items.map((item) => (
                      <ProductCard key={item.key} resource={resource} priceOnSend={info.priceOnSend} index={item.name} form={form} onRemove={() => remove(item.name)} />
                    ))}
                    <Form.ErrorList errors={errors} />
                  </Space>
                )}
              </Form.List>
            </Card>
            <Flex justify="end">
              <Button type="primary" size="large" htmlType="submit" loading={saving}>
                {t(`${resource}.send.save`)}
              </Button>
            </Flex>
          </Col>
        </Row>
      </Form>
      <Modal
        open={created !== undefined}
        title={t(`${resource}.send.createdTitle`)}
        onCancel={() => navigate(info.listPath)}
        destroyOnHidden
        footer={
          <Space wrap>
            <Button
              onClick={() => {
                setCreated(undefined);
                form.resetFields();
              }}
            >
              {t(`${resource}.send.again`)}
            </Button>
            <Button type="primary" onClick={() => navigate(info.listPath)}>
              {t(`${resource}.send.toList`)}
            </Button>
          </Space>
        }
      >
        {created !== undefined ? <ContractLinks clientId={created.clientId} /> : null}
      </Modal>
    </QuickCreateContext.Provider>
  );
};
