import type { ResourceProps } from "@refinedev/core";

/** Home is a Refine resource too, so the menu, "/" and the title handler treat it like the others. No flag: every user sees it (spec §6). */
export const homeResource: ResourceProps = {
  name: "home",
  list: "/anasayfa",
  meta: { label: "menu.home", order: 0, icon: "home", menu: true },
};
