import { theme } from "antd";
import type { ReactNode } from "react";

/*
 * Text of the app frame without antd's Typography: Typography brings its copy and edit features along (a text
 * area, copy-to-clipboard, tooltips; ~11 KB gzip of the app shell) for a bold company name and a date. Same
 * tokens as Typography's styles.
 */

/** Bold text, cut with an ellipsis when `ellipsis` and the room runs out (Typography.Text strong ellipsis). */
export const StrongText = ({ id, ellipsis = false, children }: { id?: string; ellipsis?: boolean; children: ReactNode }) => {
  const { token } = theme.useToken();
  const cut = ellipsis ? ({ overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis", display: "inline-block", maxWidth: "100%", verticalAlign: "bottom" } as const) : {};
  return (
    <span id={id} style={{ fontWeight: token.fontWeightStrong, color: token.colorText, ...cut }}>
      {children}
    </span>
  );
};

/** Secondary text (Typography.Text type="secondary"). */
export const MutedText = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{children}</span>;
};
