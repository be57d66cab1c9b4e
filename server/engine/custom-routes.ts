import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Row } from "../data";
import { assertResourceAccess, sessionOf } from "./access";

/**
 * One custom route of a resource, declared so that the suites over every resource (tenant isolation,
 * permissions) check it like the generic ones.
 */
export interface DeclaredRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api, in Fastify's syntax: "/alt-categories/:id". */
  url: string;
  /** The resource's access the route needs; the registration enforces it (401, then 403) before the body is validated. */
  access: "read" | "write";
  /** The URL's parameters the suites use for a row they created (default: the row's id for each parameter). */
  sampleParams?: (row: Row) => Record<string, string | number>;
  /** The query string the suites send with it for that row (`?ids=` of a sheet of labels). */
  sampleQuery?: (row: Row) => Record<string, string | number>;
  /** Values of the row the suites create, so that the route answers it to its own company (a sub-category). */
  sampleRow?: Record<string, unknown>;
  /** A valid body for that row, so a write route gets past validation to the row itself. */
  sampleBody?: (row: Row) => unknown;
  /**
   * `pdf`: the route answers a file instead of JSON: the suites look for the row's name in the PDF's text (`pdftotext`).
   * `no-row`: its answer never holds a freshly made row of the resource (the companies of the caller's group, the
   * products branches hold): the suites check its access and that company B's answer never holds company A's row,
   * but do not expect A's row in A's answer; the route's own test shows what it answers.
   */
  answers?: "pdf" | "no-row";
  /**
   * With `answers: "pdf"`: the text the printout shows for the row, which the suites look for (default its `name`;
   * a record without one prints its title, a report only the row's amount among its sums).
   */
  printedAs?: (row: Row) => string;
}

/** A resource's routes beyond the generic ones: `register` adds them, `declared` lists every one of them. */
export interface CustomRoutes {
  register: (app: FastifyInstance) => Promise<void>;
  declared: readonly DeclaredRoute[];
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The guard of a declared route: the caller's session, then the resource's flag for its access. */
const accessGuard = (schema: ResourceSchema, access: DeclaredRoute["access"]) =>
  async function declaredAccess(request: FastifyRequest): Promise<void> {
    assertResourceAccess(sessionOf(request), schema, access);
  };

/**
 * Registers a resource's custom routes in their own scope, puts the declared access in front of each, and
 * refuses to start when what `register` added and what `declared` lists differ: a route the suites do
 * not know is a route nobody checks for tenant isolation and permissions.
 */
export async function registerCustomRoutes(app: FastifyInstance, schema: ResourceSchema, routes: CustomRoutes): Promise<void> {
  const name = schema.$id;
  const declared = new Map(routes.declared.map((route) => [routeKey(route.method, route.url), route]));
  const added = new Set<string>();
  await app.register(async (scope) => {
    scope.addHook("onRoute", (route: RouteOptions) => {
      const url = route.url.slice(app.prefix.length);
      const methods = [route.method].flat();
      // Fastify adds a HEAD route beside every GET: it answers the same and takes the GET's guard.
      const own = methods.map((method) => declared.get(routeKey(method === "HEAD" ? "GET" : method, url)));
      for (const method of methods) if (method !== "HEAD") added.add(routeKey(method, url));
      const access = own.some((found) => found?.access === "write") ? "write" : own.find(Boolean)?.access;
      if (access) route.preValidation = [accessGuard(schema, access), ...[route.preValidation ?? []].flat()];
    });
    await routes.register(scope);
  });
  const missing = [...declared.keys()].filter((key) => !added.has(key));
  if (missing.length > 0) throw new Error(`${name}: declared custom routes not registered by its register(): ${missing.join(", ")}`);
  const undeclared = [...added].filter((key) => !declared.has(key));
  if (undeclared.length > 0) throw new Error(`${name}: custom routes registered but not declared (the suites over every resource would miss them): ${undeclared.join(", ")}`);
}

/**
 * Several parts' routes of one resource as one (the catalog's labels, transfers and PDF are each a module of
 * `services`): each registers its own, and the declarations add up, so the check above still sees every route.
 */
export const composeRoutes = (...parts: CustomRoutes[]): CustomRoutes => ({
  declared: parts.flatMap((part) => part.declared),
  async register(app) {
    for (const part of parts) await part.register(app);
  },
});
