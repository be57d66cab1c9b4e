import { Typography } from "antd";
import { truncate } from "../../engine";
import type { WidgetDisplayProps } from "../types";

/** Plain text; a list cell keeps it short and offers the whole text on hover. */
export const TextDisplay = ({ value, context }: WidgetDisplayProps) => {
  if (value === null || value === undefined || value === "") return null;
  const text = String(value);
  if (context === "list") return <span title={text}>{truncate(text)}</span>;
  return <Typography.Text style={{ whiteSpace: "pre-wrap" }}>{text}</Typography.Text>;
};
