import { lazy } from "react";
import { Route } from "react-router";
import type { ResourceSchema } from "../../schemas/resource";
import { schemas } from "../../schemas";

// Its own chunk: it brings refine and the generated form, which the login page does not need.
const PublicCreatePage = lazy(() => import("./PublicCreatePage"));

export interface PublicCreateRoute {
  resource: string;
  /** Absolute, e.g. "/basvuru". */
  path: string;
}

/** The public create pages the schemas declare (`x-resource.routes.publicCreate` of a `publicCreate` resource). */
export const publicCreatePages = (list: readonly ResourceSchema[]): PublicCreateRoute[] =>
  list.flatMap((schema) => {
    const meta = schema["x-resource"];
    return meta.publicCreate && meta.routes.publicCreate ? [{ resource: schema.$id, path: `/${meta.routes.publicCreate}` }] : [];
  });

/** react-router routes of those pages, open to anyone signed in or not. */
export const publicCreateRoutes = (list: readonly ResourceSchema[] = schemas) =>
  publicCreatePages(list).map(({ resource, path }) => <Route key={resource} path={path} element={<PublicCreatePage resource={resource} />} />);
