import type { Ref } from "react";
import type { LabelSheetAnswer } from "./label-types";
import { ProductLabel } from "./ProductLabel";

/** The labels side by side, as they print; `ref` is what react-to-print copies. */
export const LabelSheet = ({ sheet, ref }: { sheet: LabelSheetAnswer; ref?: Ref<HTMLDivElement> }) => (
  <div ref={ref} style={{ display: "flex", flexWrap: "wrap", justifyContent: "center", background: "#fff" }}>
    {sheet.data.map((label) => (
      <ProductLabel key={label.product.id} label={label} company={sheet.company} />
    ))}
  </div>
);
