// Types only: index.ts spreads these rules into ROW_RULES.
import type { RuleRow } from ".";

/** The title a shop's order contract carries (spec §6: only such contracts, linked to an order, may be deleted). */
export const ORDER_CONTRACT_KIND = "order";

const positive = (value: unknown): boolean => typeof value === "string" && !value.startsWith("-") && /[1-9]/.test(value);

/** The row rules of orders, leases, contracts and quotes (issue 15). */
export const ORDER_RULES = {
  /** 'Kirada': a lease (or a tailor or dry-cleaning item) not yet taken back. */
  activeLease: (row: RuleRow) => row.status === "active",
  /** A lease whose receivable still has something left to pay ('Ödeme Al'). */
  leasePayable: (row: RuleRow) => positive(row.remaining),
  /** A dry-cleaning item with a price not yet paid to the cleaner ('Ödeme Yap'), whether or not it is back. */
  dryPayable: (row: RuleRow) => positive(row.price) && (row.paid_date === null || row.paid_date === undefined),
  /** Spec §6: an order contract linked to its order may be deleted; the sale, lease, tailor and dry ones stay. */
  contractDeletable: (row: RuleRow) => row.kind === ORDER_CONTRACT_KIND && typeof row.process_id === "number",
  /** A quote not yet turned into income. */
  proposalOpen: (row: RuleRow) => row.income_id === null || row.income_id === undefined,
};
