import type { ResourceProps } from "@refinedev/core";
import type { ResourceMeta } from "../schemas/resource";
import type { ResourceSchema } from "../engine";

export type PageView = "list" | "create" | "edit" | "show" | "bin" | "calendar";
/** `calendar`: a `schedule` resource's month, week and day views (`routes.calendar`, src/resources/generic/calendar). */
export const PAGE_VIEWS: readonly PageView[] = ["list", "create", "edit", "show", "bin", "calendar"];

export interface DeclaredRoute {
  resource: string;
  view: PageView;
  /** Absolute path with `:id` kept, e.g. "/duyuru/:id". */
  path: string;
}

/**
 * A declared route without its optional trailing segments (`urun-yonetimi/:type?` → `urun-yonetimi`): where links,
 * refine's resource paths and the menu point. react-router mounts the route with them.
 */
export const routeLink = (route: string): string => route.replace(/\/:[A-Za-z_]+\?/g, "");

/** Every page that the schema's `x-resource.routes` declares; never a create page where `create: "none"` (the server writes the rows). */
export const declaredRoutes = (schema: ResourceSchema): DeclaredRoute[] =>
  PAGE_VIEWS.flatMap((view) => {
    const route = schema["x-resource"].routes[view];
    if (view === "create" && schema["x-resource"].create === "none") return [];
    return route === undefined ? [] : [{ resource: schema.$id, view, path: `/${route}` }];
  });

/** What the meta of a generated resource carries (read by the access-control provider and the menu). */
export interface EngineResourceMeta {
  label: string;
  permission?: ResourceMeta["permission"];
  writeRoles?: ResourceMeta["writeRoles"];
  firstUserOnly?: boolean;
  order?: number;
  icon?: string;
  group?: string;
  /** The menu entry opens this page instead of the list (`menu.page`), labelled `<name>.titles.menu`. */
  menuPage?: "create";
  /** The calendar page (`routes.calendar`): the menu entry opens it instead of the list. */
  calendarRoute?: string;
  menu: boolean;
  canDelete: boolean;
  deleteRule: NonNullable<ResourceMeta["delete"]>;
  /** False where `create: "none"`: no create page, no create button (the server's modules write the rows). */
  canCreate?: false;
}

/** One `<Refine resources>` entry from a schema. */
export const resourceDefinition = (schema: ResourceSchema): ResourceProps => {
  const meta = schema["x-resource"];
  // refine knows the four classic pages; the bin and the calendar are routes of ours. An optional segment is the page's own business.
  const paths = Object.fromEntries(declaredRoutes(schema).filter(({ view }) => view !== "bin" && view !== "calendar").map(({ view, path }) => [view, routeLink(path)]));
  const menu = meta.menu === undefined || meta.menu === false ? undefined : meta.menu;
  const deleteRule = meta.delete ?? "none";
  const resourceMeta: EngineResourceMeta = {
    label: `${schema.$id}.titles.list`,
    permission: meta.permission,
    writeRoles: meta.writeRoles,
    firstUserOnly: meta.firstUserOnly,
    order: menu?.order,
    icon: menu?.icon,
    group: menu?.group,
    ...(menu?.page ? { menuPage: menu.page } : {}),
    ...(meta.routes.calendar !== undefined ? { calendarRoute: routeLink(`/${meta.routes.calendar}`) } : {}),
    menu: meta.menu !== false,
    canDelete: deleteRule !== "none",
    deleteRule,
    ...(meta.create === "none" ? { canCreate: false as const } : {}),
  };
  return { name: schema.$id, ...paths, meta: { ...resourceMeta } };
};
