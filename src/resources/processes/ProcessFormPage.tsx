import { useDataProvider, useList, useMany, useNotification, useOne, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Col, Flex, Form, Row, Select, Spin, Tag, Typography, type SelectProps } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeader } from "../../layout/page-header/PageHeader";
import { decimalStringFromKurus, type OrderType, type PaymentStyle, type PaymentType } from "../../domain/money";
import {
  addProduct,
  basketIsDress,
  basketProductOf,
  basketTotal,
  defaultLastPaymentDate,
  depositOfSplits,
  linesPayload,
  paymentTypesFor,
  PAYMENT_TYPE_AFTER_STYLE_CHANGE,
  reduceLine,
  repriceForOrderType,
  retaxForPaymentType,
  type BasketContext,
  type BasketLine,
  type BasketProduct,
} from "../../domain/orders/basket";
import { enumLabel, fieldByName, fieldLabel, formatMoney, isVisibleFor, titleOf } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { applyServerErrors } from "../../pages/server-errors";
import { QuickCreateContext, ReferenceSelect, widgetFor, type QuickCreateProps } from "../../widgets";
import type { ReferenceSelectProps } from "../../widgets/reference/ReferenceSelect";
import { useCompanyToday } from "../generic/actions/use-company-today";
import { FieldItem } from "../generic/form/FieldItem";
import { useRequiredFields } from "../generic/form/use-required-fields";
import { ResourceFormModal } from "../generic/form/ResourceFormModal";
import { BasketTable } from "./BasketTable";
import { CreatedModal } from "./CreatedModal";
import { ProductSearch } from "./ProductSearch";
import { ServiceTimeModal } from "./ServiceTimeModal";
import { useLineAvailability } from "./use-availability";

const RESOURCE = "processes";
type Values = Record<string, unknown>;
type SaveState = "ready" | "saving" | "created";

/** The order's own fields in the form, by section; the lines are the basket. */
const CLIENT_FIELDS = ["employee_id"] as const;
const ORDER_FIELDS = ["contract_no", "type", "wedding_date", "photo_date", "note"] as const;
const PAYMENT_FIELDS = ["payment_style", "payment_type", "cash_amount", "credit_cart_amount", "eft_amount", "deposit", "last_payment_date"] as const;
const SPLITS = ["cash_amount", "credit_cart_amount", "eft_amount"] as const;

/** The client picker's "+": the clients' generated create form in a modal ('Müşteri başarıyla oluşturuldu!'). */
const ClientQuickCreate = ({ resource, presets, open, onClose, onSaved }: QuickCreateProps) => (
  <ResourceFormModal resource={resource} action="create" presets={presets} open={open} onClose={onClose} onSaved={onSaved} />
);

let lineCounter = 0;
const nextKey = () => `line-${++lineCounter}`;

/** A stored order's line with its product, as the basket holds it. */
const basketLineOf = (line: Record<string, unknown>, product: BasketProduct): BasketLine => {
  const money = (value: unknown) => basketProductOf({ id: 0, name: "", price: value }).price;
  return {
    key: nextKey(),
    id: typeof line.id === "number" ? line.id : undefined,
    product,
    piece: Number(line.piece ?? 1),
    price: money(line.price),
    discount: money(line.discount ?? "0.00"),
    tax: Number(line.tax ?? product.tax),
    issue_date: typeof line.issue_date === "string" ? line.issue_date : undefined,
    delivery_date: typeof line.delivery_date === "string" ? line.delivery_date : undefined,
    service_at: typeof line.service_at === "string" ? line.service_at : undefined,
  };
};

/** `lines.2.issue_date` → the third line; other names are the order's fields. */
const splitErrors = (errors: Record<string, unknown> | undefined, lines: readonly BasketLine[]) => {
  const onLines: Record<string, string[]> = {};
  const onOrder: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const texts = (Array.isArray(messages) ? messages : [messages]).map(String);
    const match = /^lines\.(\d+)(?:\.|$)/.exec(name);
    const line = match ? lines[Number(match[1])] : undefined;
    if (line) onLines[line.key] = [...(onLines[line.key] ?? []), ...texts];
    else if (name !== "lines") onOrder[name] = texts;
    else onLines.__basket = [...(onLines.__basket ?? []), ...texts];
  }
  return { onLines, onOrder };
};

/**
 * 'Hızlı Satış' (`hizli-satis`) and its edit (`hizli-satis-duzenle/:id`), spec §2 "Order creation and edit", §4
 * "Order", §9: the order's fields drawn by their widgets under the schema's labels, the basket with the pure rules
 * of src/domain/orders/basket.ts, availability shown on every rented line before saving, and the order written with
 * `POST /api/processes` / `PUT /api/processes/:id` and its `lines`. After creation the button reads 'Oluşturuldu!'
 * and the contracts are offered; a refused save keeps everything typed and says why where it belongs.
 */
const ProcessFormPage = () => {
  const { t, i18n } = useTranslation();
  const { id: routeId } = useParams<{ id: string }>();
  const editing = routeId !== undefined;
  const schema = useResourceSchema(RESOURCE);
  const today = useCompanyToday();
  const dataProvider = useDataProvider();
  const { open: notify } = useNotification();
  const [form] = Form.useForm<Values>();
  const values = (Form.useWatch([], form) ?? {}) as Values;
  const required = useRequiredFields(schema, form);
  const [lines, setLines] = useState<BasketLine[]>([]);
  const [saveState, setSaveState] = useState<SaveState>("ready");
  const [createdId, setCreatedId] = useState<number | undefined>();
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [timeFor, setTimeFor] = useState<string | undefined>();
  const [version, setVersion] = useState<number | undefined>();
  const loadedFor = useRef<string | undefined>(undefined);

  const orderType = ((values.type as OrderType | undefined) ?? "rent") as OrderType;
  const paymentStyle = ((values.payment_style as PaymentStyle | undefined) ?? "now_and_later") as PaymentStyle;
  const paymentType = ((values.payment_type as PaymentType | undefined) ?? "cash") as PaymentType;
  const context = useCallback(
    (over: Partial<BasketContext> = {}): BasketContext => ({
      orderType: (form.getFieldValue("type") as OrderType | undefined) ?? "rent",
      paymentType: (form.getFieldValue("payment_type") as PaymentType | undefined) ?? "cash",
      today,
      weddingDate: (form.getFieldValue("wedding_date") as string | undefined) ?? null,
      ...over,
    }),
    [form, today],
  );

  // Sales employees (x-ref-filter is_sale): none → 'Uygun Satış Personeli Bulunamadı'.
  const { result: sellers, query: sellersQuery } = useList({
    resource: "employees",
    filters: [{ field: "is_sale", operator: "eq", value: true }],
    pagination: { currentPage: 1, pageSize: 1 },
    errorNotification: false,
  });
  const noSellers = sellersQuery.isSuccess && (sellers?.total ?? 0) === 0;

  // Editing: the order with its lines, their products and the products' categories (the dress flag).
  const { query: orderQuery } = useOne<BaseRecord, HttpError>({ resource: RESOURCE, id: routeId ?? "", queryOptions: { enabled: editing }, errorNotification: false });
  const order = orderQuery.data?.data;
  const storedLines = useMemo(() => (Array.isArray(order?.lines) ? (order.lines as Record<string, unknown>[]) : []), [order]);
  const productIds = useMemo(() => [...new Set(storedLines.map((line) => Number(line.service_id)))], [storedLines]);
  const { result: products, query: productsQuery } = useMany<BaseRecord>({ resource: "services", ids: productIds, queryOptions: { enabled: editing && productIds.length > 0 }, errorNotification: false });
  const categoryIds = useMemo(
    () => [...new Set((products?.data ?? []).map((row) => row.category_id).filter((id): id is number => typeof id === "number"))],
    [products],
  );
  const { result: categories, query: categoriesQuery } = useMany<BaseRecord>({ resource: "categories", ids: categoryIds, queryOptions: { enabled: categoryIds.length > 0 }, errorNotification: false });
  const editReady = !editing || (order !== undefined && (productIds.length === 0 || productsQuery.isSuccess) && (categoryIds.length === 0 || !categoriesQuery.isLoading));

  useEffect(() => {
    if (!editing || !order || !editReady || loadedFor.current === `${routeId}:${order.version}`) return;
    loadedFor.current = `${routeId}:${order.version}`;
    const names = new Map((categories?.data ?? []).map((row) => [row.id, String(row.name ?? "")]));
    const byId = new Map((products?.data ?? []).map((row) => [Number(row.id), row]));
    form.setFieldsValue(Object.fromEntries(Object.entries(order).filter(([name]) => name !== "lines")));
    setVersion(typeof order.version === "number" ? order.version : undefined);
    setLines(
      storedLines.map((line) => {
        const row: BaseRecord = byId.get(Number(line.service_id)) ?? { id: Number(line.service_id), name: `#${String(line.service_id)}` };
        return basketLineOf(line, basketProductOf(row, names.get(row.category_id as number) ?? null));
      }),
    );
  }, [editing, order, editReady, routeId, categories, products, storedLines, form]);

  const availability = useLineAvailability(lines, orderType, editing ? Number(routeId) : undefined);
  const clashing = Object.values(availability).some((check) => check.state === "clash");
  const total = basketTotal(lines);
  const isDress = basketIsDress(lines);

  const changeLines = (next: BasketLine[]) => {
    setLines(next);
    setLineErrors({});
  };

  const onValuesChange = (changed: Values) => {
    if ("type" in changed) changeLines(repriceForOrderType(lines, context({ orderType: changed.type as OrderType })));
    if ("payment_style" in changed) {
      form.setFieldValue("payment_type", PAYMENT_TYPE_AFTER_STYLE_CHANGE);
      changeLines(retaxForPaymentType(lines, PAYMENT_TYPE_AFTER_STYLE_CHANGE));
      form.setFieldsValue({ cash_amount: undefined, credit_cart_amount: undefined, eft_amount: undefined });
    }
    if ("payment_type" in changed) {
      changeLines(retaxForPaymentType(lines, changed.payment_type as PaymentType));
      if (changed.payment_type === "multiple_payment") form.setFieldValue("deposit", depositOfSplits({}));
    }
    if (SPLITS.some((name) => name in changed) && form.getFieldValue("payment_type") === "multiple_payment") {
      form.setFieldValue(
        "deposit",
        depositOfSplits({ cash: form.getFieldValue("cash_amount"), credit_cart: form.getFieldValue("credit_cart_amount"), eft: form.getFieldValue("eft_amount") }),
      );
    }
  };

  const onPick = (product: BasketProduct) => {
    const key = nextKey();
    setLines((current) => addProduct(current, product, context(), key));
    setLineErrors({});
    // A service asks its date and time (spec §2 "A calendar appears when a service product is added").
    if (product.isService) setTimeFor(key);
  };

  const payload = (): Values => {
    const all = form.getFieldsValue(true) as Values;
    const body: Values = {};
    const editable = [...(editing ? [] : ["client_id"]), ...CLIENT_FIELDS, ...ORDER_FIELDS, ...PAYMENT_FIELDS];
    for (const name of editable) {
      const field = fieldByName(schema, name);
      const value = all[name];
      if (!isVisibleFor(field, all) || value === undefined || value === null || value === "") continue;
      body[name] = value;
    }
    if (editing) body.client_id = all.client_id;
    if (version !== undefined) body.version = version;
    body.lines = linesPayload(lines, (all.type as OrderType | undefined) ?? "rent");
    return body;
  };

  const refused = (error: unknown) => {
    setSaveState("ready");
    const httpError = error as HttpError;
    const { onLines, onOrder } = splitErrors(httpError?.errors as Record<string, unknown> | undefined, lines);
    setLineErrors(onLines);
    const onFields = applyServerErrors(form, { errors: onOrder });
    const placed = Object.keys(onLines).length > 0 || onFields;
    if (!placed || httpError?.statusCode === 409) {
      notify?.({ type: "error", message: httpError?.message ?? t("processes.page.saveFailed"), key: "process-save" });
    }
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (lines.length === 0) {
      setLineErrors({ __basket: [t("processes.page.emptyBasket")] });
      return;
    }
    setSaveState("saving");
    try {
      if (editing) {
        const { data } = await dataProvider().update<BaseRecord>({ resource: RESOURCE, id: routeId, variables: payload() });
        setSaveState("ready");
        loadedFor.current = undefined;
        setVersion(typeof data.version === "number" ? data.version : undefined);
        void orderQuery.refetch();
        notify?.({ type: "success", message: t("processes.page.updated"), key: "process-save" });
      } else {
        const { data } = await dataProvider().create<BaseRecord>({ resource: RESOURCE, variables: payload() });
        setCreatedId(Number(data.id));
        setSaveState("created");
      }
    } catch (error) {
      refused(error);
    }
  };

  const field = (name: string, options: { disabled?: boolean; extra?: React.ReactNode } = {}) => {
    const descriptor = fieldByName(schema, name);
    if (!isVisibleFor(descriptor, values)) return null;
    return <FieldItem key={name} field={descriptor} name={[name]} resource={RESOURCE} required={required.has(name)} disabled={options.disabled} extra={options.extra} />;
  };

  if (editing && orderQuery.isError) {
    return <Alert type="error" showIcon message={t("processes.page.loadFailed")} />;
  }
  if (editing && !editReady) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t("processes.page.loading")} />
      </Flex>
    );
  }

  const splitsOn = paymentType === "multiple_payment";
  const saveLabel = saveState === "created" ? t("processes.page.created") : t("processes.page.save");
  const initialValues: Values = {
    type: "rent",
    payment_style: "now_and_later",
    payment_type: "cash",
    last_payment_date: defaultLastPaymentDate(today),
  };

  return (
    <QuickCreateContext.Provider value={ClientQuickCreate}>
      <PageHeader title={titleOf(t, RESOURCE, editing ? "edit" : "create")} style={{ paddingInline: 0 }} />
      <Form form={form} layout="vertical" initialValues={editing ? undefined : initialValues} onValuesChange={onValuesChange} disabled={saveState === "saving"}>
        <Row gutter={16}>
          <Col xs={24} lg={8}>
            <Card title={t("processes.sections.client")} size="small" style={{ marginBottom: 16 }}>
              <Form.Item name="client_id" label={fieldLabel(t, RESOURCE, "client_id")} rules={[{ required: true, message: t("processes.page.clientRequired") }]}>
                {editing ? <ClientReadOnly /> : <ClientSelect />}
              </Form.Item>
              {field("employee_id", { extra: noSellers ? <Typography.Text type="warning">{t("processes.page.noSellers")}</Typography.Text> : undefined })}
            </Card>
            <Card title={t("processes.sections.order")} size="small" style={{ marginBottom: 16 }}>
              {ORDER_FIELDS.map((name) => field(name))}
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card
              title={t("processes.page.basket")}
              size="small"
              style={{ marginBottom: 16 }}
              // The basket's table scrolls in its own region; the card never widens the page on a phone.
              styles={{ body: { overflow: "hidden" } }}
              extra={isDress ? <Tag color="magenta">{t("processes.page.dress")}</Tag> : null}
            >
              <div style={{ marginBottom: 12 }}>
                <ProductSearch onPick={onPick} />
              </div>
              <BasketTable
                lines={lines}
                orderType={orderType}
                availability={availability}
                errors={lineErrors}
                onChange={(line) => changeLines(lines.map((candidate) => (candidate.key === line.key ? line : candidate)))}
                onAdd={(key) => changeLines(lines.map((line) => (line.key === key ? { ...line, piece: line.piece + 1 } : line)))}
                onReduce={(key) => changeLines(reduceLine(lines, key))}
                onRemove={(key) => changeLines(lines.filter((line) => line.key !== key))}
                onPickTime={setTimeFor}
              />
              {(lineErrors.__basket ?? []).map((message) => (
                <Typography.Text key={message} type="danger" role="alert">
                  {message}
                </Typography.Text>
              ))}
              <Flex justify="end" style={{ marginTop: 12 }}>
                <Typography.Text strong data-testid="basket-total">
                  {t("processes.page.total")}: {formatMoney(decimalStringFromKurus(total), i18n.language)}
                </Typography.Text>
              </Flex>
            </Card>
            <Card title={t("processes.sections.payment")} size="small" style={{ marginBottom: 16 }}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  {field("payment_style")}
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="payment_type" label={fieldLabel(t, RESOURCE, "payment_type")} rules={[{ required: true }]}>
                    <PaymentTypeSelect
                      options={paymentTypesFor(paymentStyle).map((type) => ({ value: type, label: enumLabel(t, RESOURCE, "payment_type", type) }))}
                    />
                  </Form.Item>
                </Col>
                {SPLITS.map((name) => (
                  <Col key={name} xs={24} md={8}>
                    {field(name)}
                  </Col>
                ))}
                <Col xs={24} md={12}>
                  {field("deposit", { disabled: splitsOn })}
                </Col>
                <Col xs={24} md={12}>
                  {field("last_payment_date")}
                </Col>
              </Row>
            </Card>
            <Flex justify="end" gap={8}>
              {clashing ? <Typography.Text type="danger">{t("processes.page.clashBlocks")}</Typography.Text> : null}
              <Button type="primary" size="large" onClick={() => void save()} loading={saveState === "saving"} disabled={clashing || saveState === "created"}>
                {saveLabel}
              </Button>
            </Flex>
          </Col>
        </Row>
      </Form>
      <ServiceTimeModal
        open={timeFor !== undefined}
        value={lines.find((line) => line.key === timeFor)?.service_at}
        onCancel={() => setTimeFor(undefined)}
        onOk={(serviceAt) => {
          setLines((current) => current.map((line) => (line.key === timeFor ? { ...line, service_at: serviceAt } : line)));
          setTimeFor(undefined);
        }}
      />
      <CreatedModal
        processId={createdId}
        open={createdId !== undefined}
        onClose={() => setCreatedId(undefined)}
        onNew={() => {
          // 'Yeni Satış': an empty form for the next customer.
          setCreatedId(undefined);
          form.resetFields();
          setLines([]);
          setLineErrors({});
          setSaveState("ready");
        }}
      />
    </QuickCreateContext.Provider>
  );
};


/**
 * antd's Form.Item hands its control `aria-required`, which a select's root element may not carry (axe:
 * aria-allowed-attr); the label's mark says it. These pass on everything else.
 */
type WithoutAriaRequired<P> = P & { "aria-required"?: unknown };
const ClientSelect = ({ "aria-required": _required, ...props }: WithoutAriaRequired<Omit<ReferenceSelectProps, "resource">>) => (
  <ReferenceSelect resource="clients" allowClear={false} {...props} />
);
const PaymentTypeSelect = ({ "aria-required": _required, ...props }: WithoutAriaRequired<SelectProps>) => <Select {...props} />;

/** Edit shows the client read-only (spec §2): its name as text, never a disabled select (unreadable contrast). */
const ClientReadOnly = ({ value, id }: { value?: number; id?: string }) => {
  const schema = useResourceSchema(RESOURCE);
  const Display = widgetFor("reference").Display;
  const clientField = schema ? fieldByName(schema, "client_id") : undefined;
  return (
    <Typography.Text id={id} strong>
      {value === undefined || !clientField ? null : <Display value={value} field={clientField} resource={RESOURCE} context="show" />}
    </Typography.Text>
  );
};

export default ProcessFormPage;
