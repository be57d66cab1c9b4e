import { decimalStringFromKurus, kurusFromDecimalString } from "../../domain/money";

/**
 * The two kinds of sending a product out of the shop to be worked on (spec §2 "Tailor and dry-cleaning"): the
 * resource that holds the rows, the client role of the one it goes to, and the pages' addresses (the schemas' routes).
 */
export type DispatchKind = "tailor" | "dry";

export interface DispatchKindInfo {
  /** The resource (`tailors`, `dry`): its rows, its labels (`locales/<lang>/<resource>.json`) and its actions. */
  resource: "tailors" | "dry";
  /** The role of the client it is sent to (`clients.role`, the resource's `client_id` `x-ref-filter`). */
  role: DispatchKind;
  /** The list page (`terzideki-urunler`, `kurutemizlemedeki-urunler`). */
  listPath: string;
  /** The send page (`terziye-urun-gonder`, `kurutemizlemeye-urun-gonder`). */
  createPath: string;
  /** Whether each product carries the cleaner's price when it is sent (dry) or the tailor's when it comes back. */
  priceOnSend: boolean;
  /** The declared row actions in the order the row shows them. */
  actions: readonly string[];
}

export const DISPATCH_KINDS: Record<DispatchKind, DispatchKindInfo> = {
  tailor: {
    resource: "tailors",
    role: "tailor",
    listPath: "/terzideki-urunler",
    createPath: "/terziye-urun-gonder",
    priceOnSend: false,
    actions: ["release"],
  },
  dry: {
    resource: "dry",
    role: "dry",
    listPath: "/kurutemizlemedeki-urunler",
    createPath: "/kurutemizlemeye-urun-gonder",
    priceOnSend: true,
    actions: ["release", "pay"],
  },
};

/** A server field name (`products.1.delivery_date`) as the form's path (`["products", 1, "delivery_date"]`). */
export const formPathOf = (name: string): (string | number)[] => name.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** `POST /api/<resource>/dispatch`'s body: the products without what only the page shows (their names). */
export interface DispatchProduct {
  service_id: number;
  delivery_date: string;
  piece?: number;
  price?: string;
}

export interface DispatchBody {
  client_id: number;
  issue_date: string;
  notes?: string;
  products: DispatchProduct[];
}

/** What the send answers (201), as the server writes it. */
export type { DispatchAnswer } from "../../domain/orders/api";

/** The form's values as the body the server takes: empty notes and prices left out, the names dropped. */
export const dispatchBodyOf = (values: Record<string, unknown>, priceOnSend: boolean): DispatchBody => {
  const rows = Array.isArray(values.products) ? (values.products as Record<string, unknown>[]) : [];
  const notes = typeof values.notes === "string" ? values.notes.trim() : "";
  return {
    client_id: Number(values.client_id),
    issue_date: String(values.issue_date),
    ...(notes !== "" ? { notes } : {}),
    products: rows.map((row) => {
      const product: DispatchProduct = { service_id: Number(row.service_id), delivery_date: String(row.delivery_date), piece: Number(row.piece ?? 1) };
      // Money as a decimal string of two places ("250" typed → "250.00"), never a float.
      if (priceOnSend && typeof row.price === "string" && row.price !== "") product.price = decimalStringFromKurus(kurusFromDecimalString(row.price));
      return product;
    }),
  };
};
