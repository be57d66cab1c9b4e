import { lazy } from "react";
import type { ResourceSchema } from "../../engine";
import { schemas } from "../../schemas";
import type { ResourcePage } from "../custom-pages";
import type { PageView } from "../registry";

/** The generated pages, each its own chunk, loaded when first opened. */
export const genericPages: Record<PageView, ResourcePage> = {
  list: lazy(() => import("./list/ResourceListPage")),
  create: lazy(() => import("./form/ResourceCreatePage")),
  edit: lazy(() => import("./form/ResourceEditPage")),
  show: lazy(() => import("./show/ResourceShowPage")),
  bin: lazy(() => import("./bin/ResourceBinPage")),
  // react-big-calendar loads with this page only (`routes.calendar`).
  calendar: lazy(() => import("./calendar/ResourceCalendarPage")),
};

/** A singleton's (`x-resource.singleton`) edit page: its one row, read and written without an id. */
const singletonPage: ResourcePage = lazy(() => import("./singleton/SingletonPage"));
const singletons = new Set((schemas as readonly ResourceSchema[]).filter((schema) => schema["x-resource"].singleton === true).map((schema) => schema.$id));

export const pageFor = (
  resource: string,
  view: PageView,
  overrides: Partial<Record<string, Partial<Record<PageView, ResourcePage>>>>,
): ResourcePage => overrides[resource]?.[view] ?? (view === "edit" && singletons.has(resource) ? singletonPage : genericPages[view]);
