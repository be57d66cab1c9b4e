import type { ResourceProps } from "@refinedev/core";

/**
 * 'Kasa' (`/kasa`) and 'Geçmiş Kasa' (`/gecmis-kasa/:type?`) in the menu, beside 'Muhasebe': pages over the cash box
 * (`GET /safe`) and the closed days, with no schema menu of their own, behind the cash box's flag.
 */
export const cashResource: ResourceProps = {
  name: "cash",
  list: "/kasa",
  meta: { label: "accounting_menu.cash", order: 41, icon: "wallet", menu: true, permission: "safe_permission" },
};

export const pastCashResource: ResourceProps = {
  name: "past-cash",
  list: "/gecmis-kasa",
  meta: { label: "accounting_menu.pastCash", order: 42, icon: "inbox", menu: true, permission: "safe_permission" },
};
