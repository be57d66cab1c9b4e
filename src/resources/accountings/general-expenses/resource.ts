import type { ResourceProps } from "@refinedev/core";

/** 'Genel Giderler' (`/genel-giderler`) in the menu, behind the cash box's flag; its records are `accountings`. */
export const generalExpensesResource: ResourceProps = {
  name: "general-expenses",
  list: "/genel-giderler",
  meta: { label: "accounting_reports.generalExpenses.title", order: 46, icon: "file-text", menu: true, permission: "safe_permission" },
};
