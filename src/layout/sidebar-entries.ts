import type { TreeMenuItem } from "@refinedev/core";
import type { AccessSubject } from "../domain/permissions";
import { decideAccess, type AccessMeta } from "../providers/access-control";

export interface SidebarEntry {
  key: string;
  route?: string;
  label: string;
  icon?: string;
  children: SidebarEntry[];
}

const orderOf = (item: TreeMenuItem): number => (typeof item.meta?.order === "number" ? item.meta.order : Number.MAX_SAFE_INTEGER);

/**
 * The menu: resources that ask for a menu entry and that the user may list, by `meta.order`.
 * A group whose entries are all hidden disappears with them.
 */
export const sidebarEntries = (items: readonly TreeMenuItem[], subject: AccessSubject | null): SidebarEntry[] =>
  [...items]
    .filter((item) => item.meta?.menu !== false)
    .sort((a, b) => orderOf(a) - orderOf(b))
    .flatMap((item): SidebarEntry[] => {
      const children = sidebarEntries(item.children, subject);
      const listable = item.route !== undefined && decideAccess(subject, item.meta as AccessMeta | undefined, "list").can;
      if (!listable && children.length === 0) return [];
      return [
        {
          key: item.key ?? item.name,
          route: listable ? item.route : undefined,
          label: item.label ?? item.name,
          icon: typeof item.meta?.icon === "string" ? item.meta.icon : undefined,
          children,
        },
      ];
    });
