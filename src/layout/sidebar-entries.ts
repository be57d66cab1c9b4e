import type { IResourceItem, TreeMenuItem } from "@refinedev/core";
import { isOperator, type AccessSubject } from "../domain/permissions";
import { decideAccess, type AccessMeta } from "../providers/access-control";

export interface SidebarEntry {
  key: string;
  route?: string;
  label: string;
  icon?: string;
  children: SidebarEntry[];
}

/** A menu group (`menu.group` of the schemas, `meta.group`): its label `menu.groups.<name>` and its icon. */
export const MENU_GROUP_ICONS: Readonly<Record<string, string>> = { sms: "message" };
export const groupKey = (group: string): string => `group:${group}`;

const orderOf = (item: TreeMenuItem): number => (typeof item.meta?.order === "number" ? item.meta.order : Number.MAX_SAFE_INTEGER);

/**
 * refine's menu leaves out resources without a list page; a singleton's page (`routes.edit` without an id: the SMS
 * settings) is its entry. Those resources join the menu's items here, leading to that page.
 */
export const withSingletonPages = (items: readonly TreeMenuItem[], resources: readonly IResourceItem[]): TreeMenuItem[] => [
  ...items,
  ...resources.flatMap((resource): TreeMenuItem[] => {
    const edit = resource.edit;
    if (resource.list !== undefined || typeof edit !== "string" || edit.includes(":") || resource.meta?.menu === false) return [];
    const label = typeof resource.meta?.label === "string" ? resource.meta.label : resource.name;
    return [{ ...resource, key: resource.identifier ?? resource.name, route: edit, label, children: [] } as TreeMenuItem];
  }),
];

/** Entries that name a group (`meta.group`) gathered under one entry, in the place of the group's first entry. */
const grouped = (entries: readonly { entry: SidebarEntry; group?: string }[]): SidebarEntry[] => {
  const groups = new Map<string, SidebarEntry>();
  return entries.flatMap(({ entry, group }) => {
    if (group === undefined) return [entry];
    const known = groups.get(group);
    if (known) {
      known.children.push(entry);
      return [];
    }
    const created: SidebarEntry = { key: groupKey(group), label: `menu.groups.${group}`, icon: MENU_GROUP_ICONS[group], children: [entry] };
    groups.set(group, created);
    return [created];
  });
};

/**
 * The menu: resources that ask for a menu entry and that the user may list, by `meta.order`; those of one
 * `meta.group` under that group's entry; operators' pages (`meta.operatorOnly`) for operators only.
 * A group whose entries are all hidden disappears with them.
 */
export const sidebarEntries = (items: readonly TreeMenuItem[], subject: AccessSubject | null): SidebarEntry[] =>
  grouped(
    [...items]
      .filter((item) => item.meta?.menu !== false)
      .filter((item) => item.meta?.operatorOnly !== true || (subject !== null && isOperator(subject)))
      .sort((a, b) => orderOf(a) - orderOf(b))
      .flatMap((item) => {
        const children = sidebarEntries(item.children, subject);
        // `menu.page: "create"` (the quick sale): the entry opens the create page, for those who may create.
        const createPage = item.meta?.menuPage === "create" && typeof item.create === "string" ? item.create : undefined;
        // `routes.calendar` (the appointments): the entry opens the calendar; the list is linked from it.
        const calendarPage = typeof item.meta?.calendarRoute === "string" ? item.meta.calendarRoute : undefined;
        const route = createPage ?? calendarPage ?? item.route;
        const listable = route !== undefined && decideAccess(subject, item.meta as AccessMeta | undefined, createPage ? "create" : "list").can;
        if (!listable && children.length === 0) return [];
        const entry: SidebarEntry = {
          key: item.key ?? item.name,
          route: listable ? route : undefined,
          label: createPage ? `${item.name}.titles.menu` : (item.label ?? item.name),
          icon: typeof item.meta?.icon === "string" ? item.meta.icon : undefined,
          children,
        };
        return [{ entry, group: typeof item.meta?.group === "string" ? item.meta.group : undefined }];
      }),
  );
