import type { ResourceColumn } from "../../generic/list/ResourceTable";

/** Incomes and expenses: when, what, for whom, how and how much. */
export const MOVEMENT_COLUMNS: readonly ResourceColumn[] = ["date", "kind", "title", "client_id", "supplier_id", "payment_type", "price"];

/** Credits and debts: also when they fall due, what was paid and what is left. */
export const OPEN_COLUMNS: readonly ResourceColumn[] = ["date", "kind", "title", "client_id", "supplier_id", "last_payment_date", "price", "paid", "remaining"];
