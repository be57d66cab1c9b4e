import { useGetIdentity, useMenu, useResourceParams, useTranslate } from "@refinedev/core";
import { Menu, type MenuProps } from "antd";
import { Link } from "react-router";
import type { Identity } from "../providers/session";
import { MenuIcon } from "./menu-icons";
import { sidebarEntries, withSingletonPages, type SidebarEntry } from "./sidebar-entries";

type MenuItem = Required<MenuProps>["items"][number];

/** Keyed by refine's resource key, the key useMenu reports as selected, so the current page lights up. */
export const toMenuItem = (entry: SidebarEntry, translate: (key: string) => string): MenuItem => {
  const label = translate(entry.label);
  const icon = <MenuIcon name={entry.icon} />;
  if (entry.children.length > 0) {
    return { key: entry.key, icon, label, children: entry.children.map((child) => toMenuItem(child, translate)) };
  }
  return { key: entry.key, icon, label: entry.route ? <Link to={entry.route}>{label}</Link> : label };
};

/** The resource menu; entries the user may not list are not shown at all. */
export const Sidebar = ({ onNavigate }: { onNavigate?: () => void }) => {
  const translate = useTranslate();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const { resources } = useResourceParams();
  const { data: identity } = useGetIdentity<Identity>();
  const items = sidebarEntries(withSingletonPages(menuItems, resources), identity ?? null).map((entry) => toMenuItem(entry, (key) => translate(key)));

  return (
    <Menu
      id="sidebar-menu"
      mode="inline"
      items={items}
      selectedKeys={[selectedKey]}
      defaultOpenKeys={defaultOpenKeys}
      onClick={() => onNavigate?.()}
    />
  );
};
