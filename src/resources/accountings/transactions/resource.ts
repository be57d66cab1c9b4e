import type { ResourceProps } from "@refinedev/core";

/** 'Cari İşlemleri' (`/cari-islemleri`): a client's records, behind the cash box's flag (they are `accountings`). */
export const clientTransactionsResource: ResourceProps = {
  name: "client-transactions",
  list: "/cari-islemleri",
  meta: { label: "accounting_menu.clientTransactions", order: 47, icon: "team", menu: true, permission: "safe_permission" },
};

/** 'Tedarikçi İşlemleri' (`/tedarikci-islemleri`): a supplier's records, behind the same flag. */
export const supplierTransactionsResource: ResourceProps = {
  name: "supplier-transactions",
  list: "/tedarikci-islemleri",
  meta: { label: "accounting_menu.supplierTransactions", order: 48, icon: "shop", menu: true, permission: "safe_permission" },
};
