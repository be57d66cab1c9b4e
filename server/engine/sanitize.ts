import sanitizeHtml from "sanitize-html";
import type { ResourceSchema } from "../../src/schemas/resource";
import { canonicalValue } from "./formats";

/** What user-written HTML (announcements, contract templates) may keep: text formatting, lists, tables, links, images. */
const HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "b", "strong", "i", "em", "u", "s", "span", "div", "h1", "h2", "h3", "h4", "h5", "h6",
    "ul", "ol", "li", "blockquote", "hr", "a", "img", "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    "*": ["style", "align"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedStyles: {
    "*": {
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
      "text-align": [/^(left|right|center|justify)$/],
      "font-weight": [/^(bold|normal|\d{3})$/],
      "font-size": [/^\d{1,2}(px|pt|em|rem|%)$/],
    },
  },
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export const sanitizeUserHtml = (html: string): string => sanitizeHtml(html, HTML_POLICY);

function prepareObject(properties: Record<string, any>, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [field, property] of Object.entries(properties)) {
    const value = out[field];
    if (property["x-ui"]?.widget === "html" && typeof value === "string") out[field] = sanitizeUserHtml(value);
    else if (property.type === "array" && property.items?.properties && Array.isArray(value)) {
      out[field] = value.map((item) => prepareObject(property.items.properties, item as Record<string, unknown>));
    } else out[field] = canonicalValue(property.format, value);
  }
  return out;
}

/**
 * A validated body as it is stored: user HTML cleaned, phones and IBANs in their canonical form
 * (also inside sub-lists).
 */
export const sanitizeInput = (schema: ResourceSchema, values: Record<string, unknown>): Record<string, unknown> =>
  prepareObject(schema.properties, values);
