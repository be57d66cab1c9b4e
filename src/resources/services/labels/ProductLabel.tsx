import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../engine/format";
import { BarcodeImage } from "./BarcodeImage";
import { labelContent } from "./label-content";
import { QR_SIZE, type Label, type LabelCompany } from "./label-types";

// Inline styles: the print window copies the label's markup, and inline styles travel with it.
const box: CSSProperties = {
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  gap: 4,
  padding: 12,
  margin: 4,
  border: "1px dashed #999",
  background: "#fff",
  color: "#000",
  textAlign: "center",
  breakInside: "avoid",
  fontFamily: "Arial, Helvetica, sans-serif",
};
const symbols: CSSProperties = { display: "flex", alignItems: "center", gap: 8 };

/** One printed label: logo, name, Code128 and QR, the barcode's text and the prices the shop prints. */
export const ProductLabel = ({ label, company }: { label: Label; company: LabelCompany }) => {
  const { t, i18n } = useTranslation();
  const { product } = label;
  const content = labelContent(product, company);
  return (
    <div style={box} data-testid={`label-${product.id}`} aria-label={t("services.labels.labelOf", { name: product.name })}>
      {content.logo && <img src={content.logo} alt={company.title ?? ""} style={{ maxHeight: 40, maxWidth: 160 }} />}
      <strong>{product.name}</strong>
      <div style={symbols}>
        {content.bars && <BarcodeImage kind="code128" text={content.bars} alt={t("services.labels.barcodeImage", { barcode: content.bars })} />}
        {content.qr && <BarcodeImage kind="qrcode" text={label.detail_url} alt={t("services.labels.qrImage")} size={QR_SIZE} />}
      </div>
      {product.barcode && <span style={{ fontFamily: "monospace", letterSpacing: 1 }}>{product.barcode}</span>}
      {content.salePrice && (
        <span>
          {t("services.labels.salePrice")}: {formatMoney(content.salePrice, i18n.language)}
        </span>
      )}
      {content.rentPrice && (
        <span>
          {t("services.labels.rentPrice")}: {formatMoney(content.rentPrice, i18n.language)}
        </span>
      )}
    </div>
  );
};
