import { CanAccess, type ResourceProps } from "@refinedev/core";
import { Suspense, type ReactNode } from "react";
import { Route } from "react-router";
import type { ResourceSchema } from "../engine";
import { schemas } from "../schemas";
import { customPages, type ResourcePage } from "./custom-pages";
import { declaredRoutes, resourceDefinition, type DeclaredRoute, type PageView } from "./registry";
import { LazyForbiddenPage as ForbiddenPage } from "../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "./generic/PageLoading";
import { pageFor } from "./generic/pages";

const registered = schemas as readonly ResourceSchema[];

/** `<Refine resources>`: one entry per registered schema. */
export const resources: ResourceProps[] = registered.map(resourceDefinition);

/** A route's page behind refine's access check; the page's code loads when it is first opened. */
export const routeElement = ({ resource, view }: DeclaredRoute, overrides = customPages): ReactNode => {
  const Page = pageFor(resource, view, overrides);
  return (
    // Whoever may delete a resource's rows may use its bin.
    <CanAccess resource={resource} action={view === "bin" ? "delete" : view} fallback={<ForbiddenPage />}>
      <Suspense fallback={<PageLoading />}>
        <Page resource={resource} />
      </Suspense>
    </CanAccess>
  );
};

/** Route elements for the given schemas (stories and tests pass fixture schemas). */
export const routesFor = (
  list: readonly ResourceSchema[],
  overrides: Partial<Record<string, Partial<Record<PageView, ResourcePage>>>> = customPages,
): ReactNode[] =>
  list.flatMap(declaredRoutes).map((route) => (
    <Route key={`${route.resource}:${route.view}`} path={route.path} element={routeElement(route, overrides)} />
  ));

/** react-router routes of every declared page of every registered resource. */
export const resourceRoutes: ReactNode = routesFor(registered);

export { resourceDefinition, declaredRoutes, type DeclaredRoute, type PageView } from "./registry";
export { customPages } from "./custom-pages";
