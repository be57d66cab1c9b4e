import { useTranslation } from "react-i18next";
import { stripHtml, truncate } from "../../engine";
import { lazyPart } from "../lazy-part";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";
import type { RichTextEditorProps } from "./RichTextEditor";
import { SafeHtml } from "./SafeHtml";

/** The rich-text editor (tiptap) in its own chunk: fetched when an html field is first edited, never with the shell. */
export const LazyRichTextEditor = lazyPart<RichTextEditorProps>(() => import("./RichTextEditor"));

/**
 * HTML written in a rich-text editor; the server sanitises it on write. The editable area is no labelable element, so
 * the form label's words are its accessible name.
 */
const HtmlInput = ({ id, value, onChange, disabled, field, resource }: WidgetInputProps<string>) => {
  const { t } = useTranslation();
  return <LazyRichTextEditor id={id} value={value ?? ""} disabled={disabled} ariaLabel={t(`${resource}.fields.${field.name}`)} onChange={(html) => onChange?.(html)} />;
};

const HtmlDisplay = ({ value, context }: WidgetDisplayProps<string | null>) => {
  if (!value) return null;
  if (context === "list") {
    const text = stripHtml(value);
    return <span title={text}>{truncate(text)}</span>;
  }
  return <SafeHtml html={value} />;
};

export const htmlWidget: WidgetDefinition = { Input: HtmlInput, Display: HtmlDisplay };
