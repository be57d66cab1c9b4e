import type { BaseRecord } from "@refinedev/core";
import { Flex, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { fieldLabel } from "../../../engine";
import { UNLIMITED_STOCK } from "../../../schemas/services.schema";
import type { ResourceColumn } from "../../generic/list/ResourceTable";

const RESOURCE = "services";

/**
 * Typography breaks inside words, which lets the table's automatic layout squeeze the column to one letter a line on a
 * phone; names break between words only, barcodes not at all (a hyphen in `100042-38` is no place to break).
 */
const WHOLE_WORDS = { wordBreak: "normal", overflowWrap: "normal" } as const;
const ONE_LINE = { whiteSpace: "nowrap" } as const;

/** Spec §9: a product out of stock has its name in red, and says so in words too (colour alone tells no one using a screen reader). */
const ProductName = ({ record, t }: { record: BaseRecord; t: TFunction }) => {
  const out = record.stock === 0;
  return (
    <Flex gap={4} wrap align="center">
      <Typography.Text type={out ? "danger" : undefined} data-testid={out ? "out-of-stock-name" : undefined} style={WHOLE_WORDS}>
        {String(record.name ?? "")}
      </Typography.Text>
      {out && <Tag color="error">{t("services.management.outOfStock")}</Tag>}
    </Flex>
  );
};

/** The management table's columns: the list's own, with the name and stock shown as the spec asks (−1 is 'Sınırsız'). */
export const productColumns = (t: TFunction): ResourceColumn[] => [
  { key: "name", dataIndex: "name", title: fieldLabel(t, RESOURCE, "name"), render: (_value: unknown, record: BaseRecord) => <ProductName record={record} t={t} /> },
  { key: "barcode", dataIndex: "barcode", title: fieldLabel(t, RESOURCE, "barcode"), render: (barcode: unknown) => <span style={ONE_LINE}>{String(barcode ?? "")}</span> },
  "category_id",
  "brand_id",
  {
    key: "stock",
    dataIndex: "stock",
    title: fieldLabel(t, RESOURCE, "stock"),
    align: "right",
    render: (stock: unknown) => (stock === UNLIMITED_STOCK ? t("services.management.unlimited") : String(stock ?? "")),
  },
  "price",
  "rent_price",
  "size",
];
