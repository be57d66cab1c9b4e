import { PrinterOutlined } from "@ant-design/icons";
import { useOne } from "@refinedev/core";
import { Button, Result, Skeleton } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useReactToPrint } from "react-to-print";
import { DRESS_EXTRAS, MEASURES } from "../../schemas/dimensions.schema";
import { fieldLabel } from "../../engine";
import { CONTRACT_PAGE_STYLE } from "../../pages/contract-print/ContractPrintPage";
import "../../pages/contract-print/contract-print.css";
import { shownDate } from "./tailor-list";
import { useSaleSheet } from "./use-sale-sheet";

const RESOURCE = "dimensions";
const cell = { border: "1px solid #000", padding: "4px 8px", textAlign: "left" } as const;

/**
 * 'Yazdır' (`olcu/:id`): the sheet on A4 (react-to-print, as the contract's print page): the shop, the client, the
 * sale with its dress items and their measurement date, the 14 measures with their labels, the four extras and both
 * notes; 'Yazdır' itself stays off the printout.
 */
const DimensionPrintPage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const { query, result: sheet } = useOne({ resource: RESOURCE, id: id ?? "", errorNotification: false });
  const { sale, loading, failed } = useSaleSheet(sheet?.process_id as number | undefined);
  const content = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({ contentRef: content, documentTitle: `${t("dimensions.sheet.title")} ${sale?.client_name ?? ""}`.trim(), pageStyle: CONTRACT_PAGE_STYLE });

  if (query.isLoading || loading) return <Skeleton active />;
  if (query.isError || failed || !sheet) return <Result status="error" title={t("dimensions.sheet.loadFailed")} />;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return (
    <div>
      <div className="contract-print-toolbar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => print()}>
          {t("dimensions.sheet.print")}
        </Button>
      </div>
      <div className="contract-sheet" ref={content} data-testid="dimension-sheet">
        <div className="contract-sheet-header">
          <strong>{sale?.shop}</strong>
        </div>
        <h1 style={{ fontSize: "16pt", margin: "0 0 8px" }}>{t("dimensions.sheet.title")}</h1>
        <p style={{ margin: "0 0 4px" }}>
          {t("dimensions.sheet.client")}: {sale?.client_name} {sale?.client_gsm ? `· ${t("dimensions.sheet.phone")}: ${sale.client_gsm}` : ""}
        </p>
        <p style={{ margin: "0 0 8px" }}>
          {sale?.contract_no ? `${t("dimensions.sheet.contract", { no: sale.contract_no })} · ` : ""}
          {sale?.sale_date ? t("dimensions.sheet.saleDate", { date: shownDate(sale.sale_date) }) : ""}
        </p>
        {sale && sale.items.length > 0 && (
          <table style={{ borderCollapse: "collapse", width: "100%", marginBottom: 12 }}>
            <caption style={{ textAlign: "left", fontWeight: 600 }}>{t("dimensions.sheet.items")}</caption>
            <thead>
              <tr>
                <th style={cell}>{t("dimensions.list.product")}</th>
                <th style={cell}>{t("dimensions.list.category")}</th>
                <th style={cell}>{t("dimensions.sheet.measurementDate")}</th>
              </tr>
            </thead>
            <tbody>
              {sale.items.map((item) => (
                <tr key={item.id}>
                  <td style={cell}>{item.product}</td>
                  <td style={cell}>{item.category}</td>
                  <td style={cell}>{shownDate(item.measurement_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <table style={{ borderCollapse: "collapse", width: "100%", marginBottom: 12 }} data-testid="sheet-measures">
          <caption style={{ textAlign: "left", fontWeight: 600 }}>{t("dimensions.sections.measures")}</caption>
          <tbody>
            {MEASURES.map((measure) => (
              <tr key={measure}>
                <th scope="row" style={cell}>
                  {fieldLabel(t, RESOURCE, measure)}
                </th>
                <td style={cell}>{text(sheet[measure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table style={{ borderCollapse: "collapse", width: "100%", marginBottom: 12 }}>
          <caption style={{ textAlign: "left", fontWeight: 600 }}>{t("dimensions.sheet.extras")}</caption>
          <tbody>
            {DRESS_EXTRAS.map((extra) => (
              <tr key={extra}>
                <th scope="row" style={cell}>
                  {fieldLabel(t, RESOURCE, extra)}
                </th>
                <td style={cell}>{sheet[extra] === true ? t("dimensions.sheet.yes") : t("dimensions.sheet.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2 style={{ fontSize: "12pt", margin: "0 0 4px" }}>{t("dimensions.sheet.notes")}</h2>
        <p style={{ whiteSpace: "pre-wrap", margin: "0 0 4px" }}>
          <strong>{fieldLabel(t, RESOURCE, "not1")}:</strong> {text(sheet.not1)}
        </p>
        <p style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          <strong>{fieldLabel(t, RESOURCE, "not2")}:</strong> {text(sheet.not2)}
        </p>
      </div>
    </div>
  );
};

export default DimensionPrintPage;
