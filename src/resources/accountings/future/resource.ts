import type { ResourceProps } from "@refinedev/core";

/** 'Alacaklar' (`/accountings/credits`) in the menu, behind the credits and debts flag (spec §6). */
export const futureCreditsResource: ResourceProps = {
  name: "future-credits",
  list: "/accountings/credits",
  meta: { label: "accounting_menu.credits", order: 44, icon: "wallet", menu: true, permission: "debts_credits_permission" },
};

/** 'Borçlar' (`/accountings/debts`, spec §2) beside it, behind the same flag. */
export const futureDebtsResource: ResourceProps = {
  name: "future-debts",
  list: "/accountings/debts",
  meta: { label: "accounting_menu.debts", order: 45, icon: "wallet", menu: true, permission: "debts_credits_permission" },
};
