const id = { type: ["integer", "null"] } as const;
const pageFields = {
  current_page: { type: "integer" },
  per_page: { type: "integer" },
  total: { type: "integer" },
  last_page: { type: "integer" },
} as const;

const scanLine = {
  type: "object",
  properties: { barcode: { type: "string" }, matched: { type: "boolean" }, id, name: { type: ["string", "null"] } },
} as const;

const missingProduct = {
  type: "object",
  properties: { id, name: { type: "string" }, barcode: { type: ["string", "null"] }, stock: { type: "integer" } },
} as const;

/** The answer of `POST /surplusproducts`: a page of the scan, the counts, and a page of the products not scanned. */
export const scanAnswerSchema = {
  type: "object",
  properties: {
    data: { type: "array", items: scanLine },
    ...pageFields,
    counts: {
      type: "object",
      properties: { scanned: { type: "integer" }, matched: { type: "integer" }, unmatched: { type: "integer" }, missing: { type: "integer" } },
    },
    missing: { type: "object", properties: { data: { type: "array", items: missingProduct }, ...pageFields } },
  },
} as const;
