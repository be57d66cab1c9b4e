import type { ResourceProps } from "@refinedev/core";

/** 'Genel Giderler' (`/genel-giderler`) in the menu, behind the cash box's flag; its records are `accountings`. */
export const generalExpensesResource: ResourceProps = {
  name: "general-expenses",
  list: "/genel-giderler",
  meta: { label: "accounting_menu.generalExpenses", order: 46, icon: "file-text", menu: true, permission: "safe_permission" },
};
