import type { ResourceProps } from "@refinedev/core";

/** 'Aylık Genel Durum' (`/aylik-genel-durum`) in the menu, behind the cash box's flag; a report, no schema of its own. */
export const monthlyStatusResource: ResourceProps = {
  name: "monthly-general-status",
  list: "/aylik-genel-durum",
  meta: { label: "accounting_menu.monthly", order: 43, icon: "bar-chart", menu: true, permission: "safe_permission" },
};
