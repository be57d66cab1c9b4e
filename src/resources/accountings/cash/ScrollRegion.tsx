import type { ReactNode } from "react";

/**
 * A table as wide as its cells need scrolls inside this box on a narrow screen, never the page; the box is a
 * labelled region the keyboard can reach and scroll (axe: scrollable-region-focusable), as SubListTable does.
 */
export const ScrollRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <div role="region" aria-label={label} tabIndex={0} style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", overflowX: "auto" }}>
    {children}
  </div>
);

/** Income in a green dark enough to read on white (4.5:1); antd's green-7 is not (3.5:1). */
export const INCOME_COLOR = "#237804";

/** The style of a table that may be wider than its box (inside a ScrollRegion). */
export const WIDE_TABLE_STYLE = { width: "max-content", minWidth: "100%", maxWidth: "none" } as const;
