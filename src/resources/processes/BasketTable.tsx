import { DeleteOutlined, MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, InputNumber, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fieldByName, fieldLabel, formatDate, formatMoney } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { decimalStringFromKurus, kurusFromDecimalString, MAX_DISCOUNT_RATE } from "../../domain/money";
import {
  basketLineTotal,
  discountRateOf,
  lineIsRented,
  withDiscountAmount,
  withDiscountRate,
  type BasketLine,
} from "../../domain/orders/basket";
import type { OrderType } from "../../domain/money";
import { widgetFor } from "../../widgets";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../accountings/cash/ScrollRegion";
import type { LineAvailability } from "./use-availability";

const LINES = "process_lines";

interface BasketTableProps {
  lines: readonly BasketLine[];
  orderType: OrderType;
  availability: Record<string, LineAvailability>;
  /** A refused save's messages per line key (422 `lines.2.price`, 409 `lines.2.issue_date`). */
  errors: Record<string, string[]>;
  onChange: (line: BasketLine) => void;
  onAdd: (key: string) => void;
  onReduce: (key: string) => void;
  onRemove: (key: string) => void;
  onPickTime: (key: string) => void;
}

const toKurus = (value: string | undefined): number => {
  if (value === undefined || value === "") return 0;
  try {
    return Math.max(0, kurusFromDecimalString(value));
  } catch {
    return 0;
  }
};

/**
 * The quick sale's basket (spec §2, §9 "Totals"): unit price, tax, discount amount and rate (either sets the
 * other, the rate at most 100), piece (− at one piece removes the line), the issue and delivery dates of a rented
 * product, a service's date and time, the line total, and under the product what stops the save: a clash with
 * another booking found before saving, or the server's refusal of the line.
 */

/** A label only assistive technology reads: the money inputs of a line are named by their column and product. */
const HiddenLabel = ({ htmlFor, children }: { htmlFor: string; children: string }) => (
  <label htmlFor={htmlFor} style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" }}>
    {children}
  </label>
);

export const BasketTable = ({ lines, orderType, availability, errors, onChange, onAdd, onReduce, onRemove, onPickTime }: BasketTableProps) => {
  const { t, i18n } = useTranslation();
  const schema = useResourceSchema(LINES);
  const Money = widgetFor("money").Input;
  const DateInput = widgetFor("date").Input;
  const label = (field: string) => fieldLabel(t, LINES, field);
  const dateField = (name: "issue_date" | "delivery_date") => (schema ? fieldByName(schema, name) : undefined);
  const moneyField = (name: "price" | "discount") => (schema ? fieldByName(schema, name) : undefined);

  return (
    <ScrollRegion label={t("processes.page.basket")}>
    <Table<BasketLine>
      style={WIDE_TABLE_STYLE}
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={lines as BasketLine[]}
      locale={{ emptyText: <Typography.Text style={{ color: "rgba(0, 0, 0, 0.65)" }}>{t("processes.page.emptyBasket")}</Typography.Text> }}
      columns={[
        {
          key: "service_id",
          title: label("service_id"),
          render: (_, line) => {
            const check = availability[line.key];
            return (
              <div data-testid={`basket-line-${line.product.id}`}>
                <Typography.Text strong>{line.product.name}</Typography.Text>
                {line.product.barcode ? <div><Typography.Text type="secondary">{line.product.barcode}</Typography.Text></div> : null}
                {line.product.isService && line.service_at ? (
                  <div>
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onPickTime(line.key)}>
                      {formatDate(line.service_at, true)}
                    </Button>
                  </div>
                ) : null}
                {line.product.isService && !line.service_at ? (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onPickTime(line.key)}>
                    {t("processes.page.pickServiceTime")}
                  </Button>
                ) : null}
                {check?.state === "checking" ? <div><Typography.Text type="secondary">{t("processes.page.checking")}</Typography.Text></div> : null}
                {check?.state === "clash" ? (
                  <div role="alert">
                    <Typography.Text type="danger">
                      {t("processes.page.clash", {
                        dates: check.clashes.map((clash) => `${formatDate(clash.issue_date, false)} – ${formatDate(clash.delivery_date, false)}`).join(", "),
                      })}
                    </Typography.Text>
                  </div>
                ) : null}
                {(errors[line.key] ?? []).map((message) => (
                  <div key={message} role="alert">
                    <Typography.Text type="danger">{message}</Typography.Text>
                  </div>
                ))}
              </div>
            );
          },
        },
        {
          key: "dates",
          title: `${label("issue_date")} / ${label("delivery_date")}`,
          render: (_, line) => {
            const issue = dateField("issue_date");
            const delivery = dateField("delivery_date");
            if (!lineIsRented(line, orderType) || !issue || !delivery) return null;
            return (
              <Space direction="vertical" size={4} style={{ minWidth: 140 }}>
                <span aria-label={label("issue_date")}>
                  <DateInput field={issue} resource={LINES} value={line.issue_date} onChange={(value: string | undefined) => onChange({ ...line, issue_date: value })} />
                </span>
                <span aria-label={label("delivery_date")}>
                  <DateInput field={delivery} resource={LINES} value={line.delivery_date} onChange={(value: string | undefined) => onChange({ ...line, delivery_date: value })} />
                </span>
              </Space>
            );
          },
        },
        {
          key: "price",
          title: label("price"),
          render: (_, line) => {
            const field = moneyField("price");
            return field ? (
              <div style={{ minWidth: 110 }}>
                <HiddenLabel htmlFor={`basket-price-${line.key}`}>{`${label("price")} ${line.product.name}`}</HiddenLabel>
                <Money
                  id={`basket-price-${line.key}`}
                  field={field}
                  resource={LINES}
                  value={decimalStringFromKurus(line.price)}
                  onChange={(value: string | undefined) => {
                    const price = toKurus(value);
                    onChange({ ...line, price, discount: Math.min(line.discount, price) });
                  }}
                />
              </div>
            ) : null;
          },
        },
        { key: "tax", title: label("tax"), dataIndex: "tax", render: (tax: number) => `%${tax}` },
        {
          key: "discount",
          title: label("discount"),
          render: (_, line) => {
            const field = moneyField("discount");
            return field ? (
              <div style={{ minWidth: 110 }}>
                <HiddenLabel htmlFor={`basket-discount-${line.key}`}>{`${label("discount")} ${line.product.name}`}</HiddenLabel>
                <Money id={`basket-discount-${line.key}`} field={field} resource={LINES} value={decimalStringFromKurus(line.discount)} onChange={(value: string | undefined) => onChange(withDiscountAmount(line, toKurus(value)))} />
              </div>
            ) : null;
          },
        },
        {
          key: "discount_rate",
          title: t("processes.page.discountRate"),
          render: (_, line) => (
            <InputNumber<number>
              aria-label={`${t("processes.page.discountRate")} ${line.product.name}`}
              min={0}
              max={MAX_DISCOUNT_RATE}
              precision={2}
              prefix="%"
              style={{ width: 90 }}
              value={discountRateOf(line)}
              onChange={(rate) => onChange(withDiscountRate(line, typeof rate === "number" ? rate : 0))}
            />
          ),
        },
        {
          key: "piece",
          title: label("piece"),
          render: (_, line) => (
            <Space.Compact>
              <Button icon={<MinusOutlined />} aria-label={t("processes.page.reduce", { name: line.product.name })} onClick={() => onReduce(line.key)} />
              <span style={{ padding: "4px 10px" }} data-testid={`piece-${line.product.id}`}>{line.piece}</span>
              <Button icon={<PlusOutlined />} aria-label={t("processes.page.increase", { name: line.product.name })} onClick={() => onAdd(line.key)} />
            </Space.Compact>
          ),
        },
        {
          key: "total",
          title: t("processes.page.lineTotal"),
          render: (_, line) => <span style={{ whiteSpace: "nowrap" }}>{formatMoney(decimalStringFromKurus(basketLineTotal(line)), i18n.language)}</span>,
        },
        {
          key: "remove",
          title: "",
          render: (_, line) => <Button danger type="text" icon={<DeleteOutlined />} aria-label={t("processes.page.remove", { name: line.product.name })} onClick={() => onRemove(line.key)} />,
        },
      ]}
    />
    </ScrollRegion>
  );
};
