import type { FastifyInstance } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Row } from "../data";
import type { CustomRoutes, DeclaredRoute } from "../engine/custom-routes";
import { gizmoRoutes } from "../engine/__fixtures__/gizmo-routes";
import { resourceExtensions } from "../routes/resources/extensions";
import type { Actor } from "../test/fixtures";
import { pdfText } from "../test/pdf-text";
import { allSchemas, createRow, referencesFor } from "./helpers";

/** Custom routes by resource: the registered resources' and the throwaway one, which the suites always have. */
const customRoutes: Record<string, CustomRoutes | undefined> = {
  ...Object.fromEntries(Object.entries(resourceExtensions).map(([name, extension]) => [name, extension.routes])),
  gizmos: gizmoRoutes,
};

/** Every declared custom route with its resource, named `METHOD /url` for the suites' titles. */
export const declaredRoutes = allSchemas.flatMap((schema) =>
  (customRoutes[schema.$id]?.declared ?? []).map((route) => [`${route.method} ${route.url}`, { schema, route }] as const),
) satisfies (readonly [string, { schema: ResourceSchema; route: DeclaredRoute }])[];

/**
 * The route's address: each parameter from the route's `sampleParams`, else the row's id (1 without a row), and
 * the `sampleQuery` for a row.
 */
export function declaredRouteUrl(route: DeclaredRoute, row?: Row): string {
  const params = row && route.sampleParams ? route.sampleParams(row) : {};
  const path = `/api${route.url.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? row?.id ?? 1))}`;
  const query = row && route.sampleQuery ? new URLSearchParams(Object.entries(route.sampleQuery(row)).map(([name, value]) => [name, String(value)])).toString() : "";
  return query ? `${path}?${query}` : path;
}

/** Whether an answer holds the row anywhere: an object with its id (and its created_at, when that is answered). */
export function answersRow(answer: unknown, row: Row): boolean {
  if (Array.isArray(answer)) return answer.some((item) => answersRow(item, row));
  if (!answer || typeof answer !== "object") return false;
  const object = answer as Row;
  if (object.id === row.id && (object.created_at === undefined || object.created_at === row.created_at)) return true;
  return Object.values(object).some((value) => answersRow(value, row));
}

/**
 * Whether a route's answer holds the row: JSON by `answersRow`; a PDF (`answers: "pdf"`) by the row's name (or what
 * the route says it prints for it, `printedAs`) in its text layer, since a printout shows names, not ids.
 */
export async function routeAnswersRow(route: DeclaredRoute, response: { body: string; rawPayload: Buffer }, row: Row): Promise<boolean> {
  if (route.answers !== "pdf") return answersRow(JSON.parse(response.body), row);
  if (!response.rawPayload.subarray(0, 5).equals(Buffer.from("%PDF-"))) return false;
  return (await pdfText(response.rawPayload)).includes(route.printedAs ? route.printedAs(row) : String(row.name));
}

/**
 * The row a route's case is about: the route's `sampleRow` values, with every reference made in the actor's
 * company, its own resource's too (a sub-category's parent category).
 */
export async function createRouteRow(app: FastifyInstance, actor: Actor, schema: ResourceSchema, route: DeclaredRoute) {
  return createRow(app, actor, schema, 1, undefined, { ...(await referencesFor(app, actor, schema)), ...route.sampleRow });
}
