import type { FastifyInstance } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import { invalid, notFound } from "../errors";
import { languageFrom, translate } from "../i18n";
import { assertResourceAccess, ownScope, readScope, sessionOf } from "./access";
import type { Repository, TenantScope } from "./repository";
import { bodySchema, idParamsSchema, listEnvelopeSchema, listQuerySchema, messageSchema, rowSchema, validationErrorSchema } from "./route-schemas";
import { sanitizeInput } from "./sanitize";

type Repositories = Record<string, Repository>;

/** Every `x-ref` value, also inside sub-lists, as `[field path, target resource, id]`. */
function referencesIn(properties: Record<string, any>, values: Record<string, unknown>, prefix = ""): [string, string, number][] {
  const found: [string, string, number][] = [];
  for (const [field, property] of Object.entries(properties)) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    if (property["x-ref"]) found.push([prefix + field, property["x-ref"], value as number]);
    else if (property.type === "array" && property.items?.properties && Array.isArray(value)) {
      value.forEach((item, index) => found.push(...referencesIn(property.items.properties, item as Record<string, unknown>, `${prefix}${field}.${index}.`)));
    }
  }
  return found;
}

/** Every reference must name a row the caller's company may use; otherwise that field gets a 422. */
async function assertReferences(repositories: Repositories, schema: ResourceSchema, scope: TenantScope, values: Record<string, unknown>) {
  for (const [path, target, id] of referencesIn(schema.properties, values)) {
    const repository = repositories[target];
    if (!repository || !(await repository.exists(scope, id))) throw invalid(path, "server.validation.referenceNotFound");
  }
}

/** GET/POST /<name>, GET/PUT/DELETE /<name>/:id for one schema: validated, tenant-scoped, permission-guarded. */
export function registerResourceRoutes(app: FastifyInstance, schema: ResourceSchema, repositories: Repositories) {
  const name = schema.$id;
  const repository = repositories[name];
  const tags = [name];
  const body = bodySchema(schema);
  const row = rowSchema(schema);
  const errorResponses = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

  app.get(`/${name}`, { schema: { tags, querystring: listQuerySchema(schema), response: { 200: listEnvelopeSchema(schema) } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "read");
    const { page, perPage, keyword, sort, order, scope, company_id, ...filters } = request.query as Record<string, any>;
    const { rows, total } = await repository.list(readScope(session, { scope, company_id }), { page, perPage, keyword, sort, order, filters });
    return { data: rows, current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
  });

  app.get(`/${name}/:id`, { schema: { tags, params: idParamsSchema, querystring: { type: "object", additionalProperties: false, properties: { scope: { type: "string", enum: ["own", "all"] } } }, response: { 200: row, ...errorResponses } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "read");
    const { id } = request.params as { id: number };
    const found = await repository.get(readScope(session, request.query as { scope?: "own" | "all" }), id);
    if (!found) throw notFound();
    return found;
  });

  app.post(`/${name}`, { schema: { tags, body, response: { 201: row, ...errorResponses } } }, async (request, reply) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "write");
    const values = sanitizeInput(schema, request.body as Record<string, unknown>);
    await assertReferences(repositories, schema, ownScope(session), values);
    return reply.code(201).send(await repository.create(ownScope(session), values));
  });

  app.put(`/${name}/:id`, { schema: { tags, params: idParamsSchema, body, response: { 200: row, ...errorResponses } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "write");
    const { id } = request.params as { id: number };
    // PUT replaces the record: a field left out is cleared, as a form that empties an optional field expects.
    const body = request.body as Record<string, unknown>;
    const complete = Object.fromEntries(Object.keys(schema.properties).map((field) => [field, body[field] ?? null]));
    const values = sanitizeInput(schema, complete);
    if (!(await repository.exists(ownScope(session), id))) throw notFound();
    await assertReferences(repositories, schema, ownScope(session), values);
    const updated = await repository.update(ownScope(session), id, values);
    if (!updated) throw notFound();
    return updated;
  });

  app.delete(`/${name}/:id`, { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, ...errorResponses } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "delete");
    const { id } = request.params as { id: number };
    if (!(await repository.remove(ownScope(session), id))) throw notFound();
    return { message: translate(languageFrom(request.headers["accept-language"]), "server.messages.deleted") };
  });
}
