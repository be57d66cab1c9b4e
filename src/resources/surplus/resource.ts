import type { ResourceProps } from "@refinedev/core";

/**
 * 'Fazlalık Ürünler' in the menu: no schema of its own (it counts the products), so its refine entry is written
 * here; the access control reads the products' flag from its meta. Beside the products (menu order 30).
 */
export const surplusResource: ResourceProps = {
  name: "surplus-products",
  list: "/surplus-products",
  meta: { label: "services.surplus.title", order: 31, icon: "barcode", menu: true, permission: "service_permission" },
};
