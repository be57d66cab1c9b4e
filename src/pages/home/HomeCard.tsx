import { theme } from "antd";
import type { ReactNode } from "react";

/**
 * A titled card and a bordered label/value table with the look of antd's Card and small bordered Descriptions
 * (same theme tokens): antd's Card imports Tabs for its tab list and Descriptions its grid logic (~14 KB gzip
 * of the app shell together), which the home page's one panel does not use.
 */
export const HomeCard = ({ title, children }: { title: ReactNode; children: ReactNode }) => {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section style={{ background: token.colorBgContainer, border: line, borderRadius: token.borderRadiusLG, color: token.colorText }}>
      <h2
        style={{
          margin: 0,
          minHeight: token.fontSizeLG * token.lineHeightLG + token.padding * 2,
          padding: `0 ${token.paddingLG}px`,
          display: "flex",
          alignItems: "center",
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
          borderBottom: line,
        }}
      >
        {title}
      </h2>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
};

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** Rows of label and value, one per line, bordered as antd's small bordered Descriptions. */
export const FactsTable = ({ facts }: { facts: readonly Fact[] }) => {
  const { token } = theme.useToken();
  const split = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  const cell = { padding: `${token.paddingXS}px ${token.padding}px`, fontSize: token.fontSize, lineHeight: token.lineHeight, textAlign: "start" } as const;
  return (
    <div style={{ border: split, borderRadius: token.borderRadiusLG, overflow: "hidden" }}>
      <table style={{ width: "100%", borderCollapse: "collapse", tableLayout: "auto" }}>
        <tbody>
          {facts.map((fact, index) => (
            <tr key={index} style={{ borderBottom: index < facts.length - 1 ? split : "none" }}>
              <th scope="row" style={{ ...cell, fontWeight: "normal", color: token.colorTextSecondary, background: token.colorFillAlter, borderInlineEnd: split, whiteSpace: "nowrap", width: "1%" }}>
                {fact.label}
              </th>
              <td style={{ ...cell, color: token.colorText, wordBreak: "break-word" }}>{fact.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
