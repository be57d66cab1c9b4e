import { Descriptions, Flex, Table, Typography } from "antd";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, formatDate } from "../../../engine";
import { MoneyText } from "../shared/MoneyText";
import { invoiceTotals, type InvoiceLine } from "./invoice-totals";
import type { Invoice } from "./use-invoice";

const Totals = ({ net, tax, total }: { net: string; tax: string; total: string }) => {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ maxWidth: 320, marginInlineStart: "auto" }}
      data-testid="invoice-totals"
      items={[
        { key: "net", label: t("accounting_page.invoice.net"), children: <MoneyText value={net} /> },
        { key: "tax", label: t("accounting_page.invoice.tax"), children: <MoneyText value={tax} /> },
        { key: "total", label: t("accounting_page.invoice.total"), children: <MoneyText value={total} strong /> },
      ]}
    />
  );
};

/**
 * The invoice as it prints: the shop's header (logo, title, address, tax office and number), the party, the service
 * lines with their totals, the net, tax and total. `ref` is what react-to-print copies.
 */
export const InvoiceSheet = ({ invoice, ref }: { invoice: Invoice; ref?: Ref<HTMLDivElement> }) => {
  const { t } = useTranslation();
  const { record, company } = invoice;
  const party = invoice.client ?? invoice.supplier ?? null;
  const totals = invoiceTotals(record.lines ?? []);
  return (
    <div ref={ref} data-testid="invoice-sheet" style={{ background: "#fff", padding: 16 }}>
      <Flex justify="space-between" wrap gap={16} align="start">
        <div>
          {company.logo_url && <img src={company.logo_url} alt={company.title ?? ""} style={{ maxHeight: 64, maxWidth: 200 }} />}
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {company.title}
          </Typography.Title>
          {company.address && <div>{company.address}</div>}
          {company.phone && <div>{company.phone}</div>}
          {(company.tax_office || company.tax_no) && (
            <div>
              {t("accounting_page.invoice.taxOffice")}: {company.tax_office ?? "-"} · {t("accounting_page.invoice.taxNo")}: {company.tax_no ?? "-"}
            </div>
          )}
        </div>
        <div style={{ textAlign: "end" }}>
          <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
            {t("accounting_page.invoice.title")}
          </Typography.Title>
          <div>
            {t("accounting_page.invoice.number")}: {record.id}
          </div>
          <div>
            {t("accounting_page.invoice.date")}: {record.date ? formatDate(record.date, false) : ""}
          </div>
          {record.payment_type && (
            <div>
              {t("accounting_page.invoice.paymentType")}: {enumLabel(t, "accountings", "payment_type", record.payment_type)}
            </div>
          )}
        </div>
      </Flex>
      <div style={{ margin: "16px 0" }}>
        <Typography.Text type="secondary">{t("accounting_page.invoice.to")}: </Typography.Text>
        <Typography.Text strong>{party?.full_name ?? t("accounting_page.invoice.noParty")}</Typography.Text>
        {record.title && <div>{record.title}</div>}
      </div>
      {/* On a phone the lines scroll inside their own labelled box, which the keyboard can reach (it prints whole). */}
      <div role="region" tabIndex={0} aria-label={t("accounting_page.invoice.lines")} style={{ overflowX: "auto" }}>
        <Table<{ line: InvoiceLine; total: string }>
          size="small"
          pagination={false}
          rowKey={(row) => String(row.line.id ?? `${row.line.service_id}-${row.line.price}-${row.line.piece}`)}
          dataSource={totals.lines}
          columns={[
            { key: "service", title: t("accounting_page.invoice.service"), render: (_v, row) => row.line.service_name ?? `#${row.line.service_id ?? ""}` },
            { key: "piece", title: t("accounting_page.invoice.piece"), align: "right", render: (_v, row) => row.line.piece },
            { key: "price", title: t("accounting_page.invoice.price"), align: "right", render: (_v, row) => <MoneyText value={row.line.price} /> },
            { key: "discount", title: t("accounting_page.invoice.discount"), align: "right", render: (_v, row) => <MoneyText value={row.line.discount ?? "0.00"} /> },
            { key: "tax", title: t("accounting_page.invoice.taxRate"), align: "right", render: (_v, row) => `%${row.line.tax ?? 0}` },
            { key: "total", title: t("accounting_page.invoice.lineTotal"), align: "right", render: (_v, row) => <MoneyText value={row.total} /> },
          ]}
        />
      </div>
      <div style={{ marginTop: 16 }}>
        <Totals net={totals.net} tax={totals.tax} total={totals.total} />
      </div>
    </div>
  );
};
