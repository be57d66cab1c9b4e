import type { Row } from "../../data";

/**
 * The record the suites over every resource make for the reports' routes: a supplier's credit (a receivable that
 * needs no service lines nor category), open and due in its month, so the month's reports and the open credits
 * hold it. The references the suites would fill in that such a record does not take are left out.
 */
export const SUITE_OPEN_CREDIT: Row = {
  kind: "supplier_credit",
  title: "Örnek Tedarikçi Alacağı",
  // A month of its own: the records the suites make for its references (the credit its credit_id would name) are
  // dated with the samples' own date, and would add to the month's sums.
  date: "2025-06-10",
  first_payment_date: "2025-06-10",
  last_payment_date: "2025-06-20",
  price: "123.45",
  payment_type: "cash",
  client_id: undefined,
  category_id: undefined,
  credit_id: undefined,
};

/** The month the suites ask the reports for: the sample record's. */
export const suiteMonth = (row: Row) => String(row.date).slice(0, 7);
