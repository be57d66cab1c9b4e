import { lazy } from "react";
import type { ResourcePage } from "../custom-pages";
import type { PageView } from "../registry";

/** The generated pages, each its own chunk, loaded when first opened. */
export const genericPages: Record<PageView, ResourcePage> = {
  list: lazy(() => import("./list/ResourceListPage")),
  create: lazy(() => import("./form/ResourceCreatePage")),
  edit: lazy(() => import("./form/ResourceEditPage")),
  show: lazy(() => import("./show/ResourceShowPage")),
  bin: lazy(() => import("./bin/ResourceBinPage")),
};

export const pageFor = (
  resource: string,
  view: PageView,
  overrides: Partial<Record<string, Partial<Record<PageView, ResourcePage>>>>,
): ResourcePage => overrides[resource]?.[view] ?? genericPages[view];
