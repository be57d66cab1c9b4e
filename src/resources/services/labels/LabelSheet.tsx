import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { LabelSheetAnswer } from "./label-types";
import { ProductLabel } from "./ProductLabel";

/**
 * The labels side by side, as they print; `ref` (what react-to-print copies) is the sheet alone. On screen a label
 * wider than a phone scrolls inside its own keyboard-reachable box: it prints at its own size, so it is not narrowed.
 */
export const LabelSheet = ({ sheet, ref }: { sheet: LabelSheetAnswer; ref?: Ref<HTMLDivElement> }) => {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t("services.labels.title")} tabIndex={0} style={{ maxWidth: "100%", overflowX: "auto" }}>
      <div ref={ref} style={{ display: "flex", flexWrap: "wrap", justifyContent: "safe center", background: "#fff" }}>
        {sheet.data.map((label) => (
          <ProductLabel key={label.product.id} label={label} company={sheet.company} />
        ))}
      </div>
    </div>
  );
};
