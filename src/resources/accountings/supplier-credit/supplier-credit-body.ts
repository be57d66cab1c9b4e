import { decimal, kurusOf } from "../shared/amounts";

export interface SupplierCreditValues {
  supplier_id?: number;
  title?: string;
  last_payment_date?: string;
  price?: string;
  description?: string;
}

export const SUPPLIER_CREDIT_FIELDS: ReadonlySet<string> = new Set(["supplier_id", "title", "last_payment_date", "price", "description"]);

/** `POST /creditsForSupplier` (spec §5 "Supplier credit"): its date is today on the server's company clock. */
export const supplierCreditBody = (values: SupplierCreditValues): Record<string, unknown> => ({
  supplier_id: values.supplier_id,
  title: values.title?.trim(),
  last_payment_date: values.last_payment_date,
  price: decimal(kurusOf(values.price)),
  ...(values.description?.trim() ? { description: values.description.trim() } : {}),
});
