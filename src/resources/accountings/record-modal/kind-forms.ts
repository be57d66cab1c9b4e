import { addDays } from "../../../domain/periods";
import type { AccountingKind } from "../../../schemas/accountings.schema";
import { DEFAULT_TAX } from "../../../schemas/services.schema";
import type { AccountingRow, Party } from "../shared/api";
import { decimal, kurusOf, linesTotal, SPLIT_FIELDS, type LineValues } from "../shared/amounts";

/** The six choices of the create-record modal (spec §2, §4): five kinds and the interim payment. */
export const RECORD_CHOICES = ["income", "special_income", "expense", "credit", "debt", "payment"] as const;
export type RecordChoice = (typeof RECORD_CHOICES)[number];

/** The kinds this form writes itself (the interim payment has its own form). */
export type FormKind = "income" | "special_income" | "expense" | "general_expense" | "credit" | "supplier_credit" | "debt";

/** The blocks of a kind's form, in the order they are shown. */
export type FormBlock =
  | "date"
  | "category_id"
  | "party"
  | "title"
  | "lines"
  | "type_of_payment"
  | "first_payment_date"
  | "last_payment_date"
  | "payment"
  | "price"
  | "contract_no"
  | "description";

export interface KindForm {
  blocks: readonly FormBlock[];
  /** Which definitions its category is chosen from (spec §5: income or expense categories of Tanımlamalar). */
  categories?: "income-categories" | "expense-categories";
}

/** Exactly each kind's fields (spec §5 and the schema's allOf). */
export const KIND_FORMS: Record<FormKind, KindForm> = {
  income: { blocks: ["date", "party", "title", "lines", "payment", "contract_no", "description"] },
  special_income: { blocks: ["date", "category_id", "party", "title", "payment", "price", "description"], categories: "income-categories" },
  expense: { blocks: ["date", "category_id", "party", "title", "payment", "price", "description"], categories: "expense-categories" },
  general_expense: { blocks: ["date", "category_id", "title", "payment", "price", "description"], categories: "expense-categories" },
  credit: { blocks: ["date", "party", "title", "lines", "type_of_payment", "first_payment_date", "last_payment_date", "contract_no", "description"] },
  debt: { blocks: ["date", "category_id", "party", "title", "price", "first_payment_date", "last_payment_date", "description"], categories: "expense-categories" },
  // Made by SupplierCreditModal (creditsForSupplier); changed here. Its party is always a supplier.
  supplier_credit: { blocks: ["date", "party", "title", "price", "last_payment_date", "description"] },
};

/** Kinds whose party can only be a supplier. */
export const supplierOnly = (kind: FormKind): boolean => kind === "supplier_credit";

export const isFormKind = (kind: string): kind is FormKind => kind in KIND_FORMS;

export const hasBlock = (kind: FormKind, block: FormBlock): boolean => KIND_FORMS[kind].blocks.includes(block);

/** The form's field names a kind shows: where the server's 422 messages can land. */
export const shownFields = (kind: FormKind): Set<string> => {
  const shown = new Set<string>();
  for (const block of KIND_FORMS[kind].blocks) {
    if (block === "party") ["client_id", "supplier_id"].forEach((name) => shown.add(name));
    else if (block === "payment") ["payment_type", ...SPLIT_FIELDS, "price"].forEach((name) => shown.add(name));
    else shown.add(block);
  }
  return shown;
};

/** A service line's starting values (spec §9: price 1, tax 18, piece 1, discount 0). */
export const newLine = (): LineValues => ({ piece: 1, price: "1.00", discount: "0.00", tax: DEFAULT_TAX });

export type FormValues = Record<string, unknown> & { lines?: (LineValues & { id?: number })[]; party_side?: "client" | "supplier" };

/** A new record's values: today, the last payment date tomorrow (spec §9), cash, one line. */
export const startingValues = (today: string, party: Party | undefined): FormValues => ({
  date: today,
  first_payment_date: today,
  last_payment_date: addDays(today, 1),
  payment_type: "cash",
  type_of_payment: "one_time",
  lines: [newLine()],
  party_side: party?.supplier_id !== undefined ? "supplier" : "client",
  client_id: party?.client_id,
  supplier_id: party?.supplier_id,
});

/** A record being edited, as its form holds it. */
export const editingValues = (record: AccountingRow): FormValues => ({
  ...record,
  lines: (record.lines ?? []).map(({ id, service_id, piece, price, discount, tax }) => ({ id, service_id, piece, price, discount, tax })),
  party_side: record.supplier_id ? "supplier" : "client",
});

const filled = (value: unknown): boolean => value !== undefined && value !== null && value !== "";

/**
 * The body of `POST /accountings` (or PUT with its version) for one kind: only that kind's fields, the party the
 * picker holds, the lines as the schema's items, and with a multiple payment the three splits instead of a price
 * (the server makes their sum the price of a kind without lines, and checks them against the lines' total).
 */
export const recordBody = (kind: FormKind, values: FormValues, version?: number): Record<string, unknown> => {
  const body: Record<string, unknown> = { kind };
  const blocks = KIND_FORMS[kind].blocks;
  for (const block of blocks) {
    if (block === "party") {
      const side = values.party_side === "supplier" || supplierOnly(kind) ? "supplier_id" : "client_id";
      if (filled(values[side])) body[side] = values[side];
    } else if (block === "lines") {
      body.lines = (values.lines ?? []).map((line) => ({
        ...(line.id === undefined ? {} : { id: line.id }),
        service_id: line.service_id,
        piece: Number(line.piece),
        price: decimal(kurusOf(line.price)),
        discount: decimal(kurusOf(line.discount)),
        tax: Number(line.tax ?? 0),
      }));
    } else if (block === "payment") {
      body.payment_type = values.payment_type;
      if (values.payment_type === "multiple_payment") {
        for (const split of SPLIT_FIELDS) body[split] = decimal(kurusOf(values[split]));
      }
    } else if (block === "price") {
      if (!(values.payment_type === "multiple_payment" && blocks.includes("payment")) && filled(values.price)) body.price = decimal(kurusOf(values.price));
    } else if (filled(values[block])) {
      body[block] = values[block];
    }
  }
  if (version !== undefined) body.version = version;
  return body;
};

/** What the lines add up to, for the total under them and the splits that must match it. */
export const formTotal = (values: FormValues) => linesTotal(values.lines);
