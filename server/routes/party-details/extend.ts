import type { ResourceExtension } from "../../engine/crud-routes";
import { composeRoutes } from "../../engine/custom-routes";
import { withClientPhotoFiles } from "../client-photos/client-delete";
import { clientDetailsRoutes, supplierDetailsRoutes } from "./index";

const routesOf = (extension: ResourceExtension) => [extension.routes].filter((part) => part !== undefined);

/** The clients' extension with the detail page's routes (issue 18) beside its own, and her photos' files removed with her. */
export const withClientDetails = (extension: ResourceExtension): ResourceExtension =>
  withClientPhotoFiles({ ...extension, routes: composeRoutes(...routesOf(extension), clientDetailsRoutes) });

/** The suppliers' extension with the detail page's routes (issue 18) beside its own. */
export const withSupplierDetails = (extension: ResourceExtension): ResourceExtension => ({ ...extension, routes: composeRoutes(...routesOf(extension), supplierDetailsRoutes) });

export { clientProductRoutes } from "./client-products";
export { clientPhotoRoutes } from "../client-photos";
