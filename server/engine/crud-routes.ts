import type { FastifyInstance } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import { hasFlag } from "../../src/domain/permissions";
import { subjectOf } from "../auth/session";
import { AppError, invalid, notFound } from "../errors";
import { languageFrom, translate } from "../i18n";
import { assertResourceAccess, ownScope, readScope, sessionOf } from "./access";
import type { Repository, Row, TenantScope } from "./repository";
import { bodySchema, writableFields, idParamsSchema, listEnvelopeSchema, listQuerySchema, messageSchema, rowSchema, validationErrorSchema } from "./route-schemas";
import { withoutBlanks } from "./blanks";
import { sanitizeInput } from "./sanitize";

type Repositories = Record<string, Repository>;

/**
 * What a resource adds to the generic routes: fields computed per row (`x-resource.computed`), the
 * list's counters (`x-resource.list.counters`) and checks JSON Schema cannot express (a county of the
 * chosen city).
 */
export interface ResourceExtension {
  computeFields?(rows: Row[], scope: TenantScope): Promise<Row[]>;
  counters?(scope: TenantScope, repository: Repository): Promise<Record<string, number | string>>;
  /** Runs on POST and PUT after sanitising; throws `invalid(field, key)` for a 422 on that field. */
  validate?(values: Record<string, unknown>): void | Promise<void>;
}

type Reference = [path: string, target: string, id: number, match: Row];

/** Every `x-ref` value, also inside sub-lists, as `[field path, target resource, id, x-ref-filter]`. */
function referencesIn(properties: Record<string, any>, values: Record<string, unknown>, prefix = ""): Reference[] {
  const found: Reference[] = [];
  for (const [field, property] of Object.entries(properties)) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    if (property["x-ref"]) found.push([prefix + field, property["x-ref"], value as number, property["x-ref-filter"] ?? {}]);
    else if (property.type === "array" && property.items?.properties && Array.isArray(value)) {
      value.forEach((item, index) => found.push(...referencesIn(property.items.properties, item as Record<string, unknown>, `${prefix}${field}.${index}.`)));
    }
  }
  return found;
}

/** Every reference must name a row the caller's company may use; otherwise that field gets a 422. */
async function assertReferences(repositories: Repositories, schema: ResourceSchema, scope: TenantScope, values: Record<string, unknown>) {
  for (const [path, target, id, match] of referencesIn(schema.properties, values)) {
    const repository = repositories[target];
    if (!repository || !(await repository.exists(scope, id, match))) throw invalid(path, "server.validation.referenceNotFound");
  }
}

/** GET/POST /<name>, GET/PUT/DELETE /<name>/:id for one schema: validated, tenant-scoped, permission-guarded. */
export function registerResourceRoutes(app: FastifyInstance, schema: ResourceSchema, repositories: Repositories, extension: ResourceExtension = {}) {
  const name = schema.$id;
  const meta = schema["x-resource"];
  const withComputed = async (rows: Row[], scope: TenantScope) => (extension.computeFields ? extension.computeFields(rows, scope) : rows);
  const repository = repositories[name];
  const tags = [name];
  const body = bodySchema(schema);
  const row = rowSchema(schema);
  const errorResponses = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

  app.get(`/${name}`, { schema: { tags, querystring: listQuerySchema(schema), response: { 200: listEnvelopeSchema(schema) } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "read");
    const { page, perPage, keyword, sort, order, scope, company_id, ...filters } = request.query as Record<string, any>;
    const tenantScope = readScope(session, { scope, company_id });
    const { rows, total } = await repository.list(tenantScope, { page, perPage, keyword, sort, order, filters });
    const showCounters = extension.counters && hasFlag(subjectOf(session), meta.list.countersPermission);
    return {
      data: await withComputed(rows, tenantScope),
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      ...(showCounters ? { counters: await extension.counters!(tenantScope, repository) } : {}),
    };
  });

  app.get(`/${name}/:id`, { schema: { tags, params: idParamsSchema, querystring: { type: "object", additionalProperties: false, properties: { scope: { type: "string", enum: ["own", "all"] } } }, response: { 200: row, ...errorResponses } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "read");
    const { id } = request.params as { id: number };
    const tenantScope = readScope(session, request.query as { scope?: "own" | "all" });
    const found = await repository.get(tenantScope, id);
    if (!found) throw notFound();
    const [computed] = await withComputed([found], tenantScope);
    return computed;
  });

  const dropBlanks = async (request: { body: unknown }) => {
    request.body = withoutBlanks(request.body);
  };

  app.post(`/${name}`, { preValidation: dropBlanks, schema: { tags, body, response: { 201: row, ...errorResponses } } }, async (request, reply) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "write");
    const values = sanitizeInput(schema, request.body as Record<string, unknown>);
    await extension.validate?.(values);
    await assertReferences(repositories, schema, ownScope(session), values);
    const [created] = await withComputed([await repository.create(ownScope(session), values)], ownScope(session));
    return reply.code(201).send(created);
  });

  // Rows other resources point at (`x-ref`): a delete must not leave those references dangling.
  const referrers = Object.values(repositories).flatMap((other) =>
    Object.entries(other.schema.properties)
      .filter(([, property]) => property["x-ref"] === name)
      .map(([field]) => ({ repository: other, field })),
  );
  const isReferenced = async (scope: TenantScope, id: number): Promise<boolean> => {
    for (const { repository: other, field } of referrers) if ((await other.count(scope, { [field]: id })) > 0) return true;
    return false;
  };

  // A resource declared `update: "none"` (categories: create only, spec §5) has no PUT at all.
  if (meta.update !== "none") app.put(`/${name}/:id`, { preValidation: dropBlanks, schema: { tags, params: idParamsSchema, body, response: { 200: row, ...errorResponses } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "write");
    const { id } = request.params as { id: number };
    // PUT replaces the record: a field left out is cleared, as a form that empties an optional field expects.
    const body = request.body as Record<string, unknown>;
    const complete = Object.fromEntries(writableFields(schema).map((field) => [field, body[field] ?? null]));
    const values = sanitizeInput(schema, complete);
    if (!(await repository.exists(ownScope(session), id))) throw notFound();
    await extension.validate?.(values);
    await assertReferences(repositories, schema, ownScope(session), values);
    const updated = await repository.update(ownScope(session), id, values);
    if (!updated) throw notFound();
    const [computed] = await withComputed([updated], ownScope(session));
    return computed;
  });

  app.delete(`/${name}/:id`, { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, ...errorResponses } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "delete");
    const { id } = request.params as { id: number };
    if (meta.deleteBlockedBy) {
      const found = await repository.get(ownScope(session), id);
      if (!found) throw notFound();
      if (found[meta.deleteBlockedBy] === true) throw new AppError(409, "server.errors.protected");
    }
    if (await isReferenced(ownScope(session), id)) throw new AppError(409, "server.errors.inUse");
    if (!(await repository.remove(ownScope(session), id))) throw notFound();
    return { message: translate(languageFrom(request.headers["accept-language"]), "server.messages.deleted") };
  });
}
