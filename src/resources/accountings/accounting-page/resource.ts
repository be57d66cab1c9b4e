import type { ResourceProps } from "@refinedev/core";

/**
 * 'Muhasebe' (`/odeme-al`, spec §7 "Accounting") in the menu: a page over the `accountings` records with no schema
 * menu of its own (the schema's menu is off), so its refine entry is written here; access is the cash box's flag.
 */
export const accountingPageResource: ResourceProps = {
  name: "accounting-page",
  list: "/odeme-al",
  meta: { label: "accounting_menu.accounting", order: 40, icon: "dollar", menu: true, permission: "safe_permission" },
};

/** `/fatura/:id`: the printable invoice of an income, behind the same flag; not a menu entry. */
export const invoiceResource: ResourceProps = {
  name: "accounting-invoice",
  show: "/fatura/:id",
  meta: { label: "accounting_menu.invoice", menu: false, hide: true, permission: "safe_permission" },
};
