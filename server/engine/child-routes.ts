import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Row } from "../data";
import { notFound } from "../errors";
import { assertResourceAccess, sessionOf } from "./access";
import type { ResourceWrite } from "./crud-routes";
import { assertGatedFieldsAbsent } from "./row-answers";
import { bodySchema, idParamsSchema, listEnvelope, listEnvelopeSchema, listQuerySchema, rowSchema } from "./route-schemas";
import { sanitizeInput } from "./sanitize";
import { recordStore } from "./lines";
import { assertReferences } from "./write-guards";

interface ChildRouteParts {
  write: ResourceWrite;
  withComputed(rows: Row[], request: FastifyRequest): Promise<Row[]>;
  validate?(values: Record<string, unknown>): void | Promise<void>;
  dropBlanks(request: { body: unknown }): Promise<void>;
  errorResponses: Record<number, unknown>;
}

/**
 * `parent`: `GET /<parent>/:id/<path>` lists one parent's children, `POST /<parent>/:id/<path>` adds one
 * with the parent preset (a line goes last). Another company's parent is a 404, as everywhere.
 */
export function registerChildRoutes(app: FastifyInstance, schema: ResourceSchema, parts: ChildRouteParts) {
  const name = schema.$id;
  const { resource: parentName, field, path, lines } = schema["x-resource"].parent!;
  const records = recordStore(app.resources, name);
  const url = `/${parentName}/:id/${path}`;
  const tags = [parentName, name];
  const { properties: query } = listQuerySchema(schema) as { properties: Record<string, unknown> };
  const pagingQuery = { type: "object", additionalProperties: false, properties: { page: query.page, perPage: query.perPage, cursor: query.cursor, keyword: query.keyword, sort: query.sort, order: query.order } };
  const full = bodySchema(schema);
  const { [field]: _parent, ...childProperties } = full.properties;
  const body = { ...full, properties: childProperties, required: (full.required ?? []).filter((required: string) => required !== field) };

  const parentOf = async (request: FastifyRequest) => {
    const { id } = request.params as { id: number };
    if (!(await request.repos.resource(parentName).get(id))) throw notFound();
    return id;
  };

  app.get(url, { schema: { tags, params: idParamsSchema, querystring: pagingQuery, response: { 200: listEnvelopeSchema(schema), ...parts.errorResponses } } }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "read");
    const parentId = await parentOf(request);
    const { page, perPage, cursor, keyword, sort, order } = request.query as Record<string, any>;
    // Lines come in the order their parent holds them, unless the caller sorts otherwise.
    const ordered = lines && sort === undefined ? { sort: "position", order: "asc" as const } : { sort, order };
    const found = await request.repos.resource(name).list({ page, perPage, cursor, keyword, ...ordered, filters: { [field]: parentId } });
    return listEnvelope(await parts.withComputed(found.rows, request), { page, perPage, ...found });
  });

  // `create: "none"`: the children are written by the server's modules only.
  if (schema["x-resource"].create !== "none") app.post(url, { preValidation: parts.dropBlanks, schema: { tags, params: idParamsSchema, body, response: { 201: rowSchema(schema), ...parts.errorResponses } } }, async (request, reply) => {
    assertResourceAccess(sessionOf(request), schema, "write");
    assertGatedFieldsAbsent(schema, sessionOf(request), request.body as Record<string, unknown>);
    const { id: parentId } = request.params as { id: number };
    const values = { ...sanitizeInput(schema, request.body as Record<string, unknown>), [field]: parentId };
    await parts.validate?.(values);
    const created = await parts.write(request, "create", {
      values,
      change: async (repos, context) => {
        // The parent must be a live row of the caller's company: the reference check says so (404 here).
        if (!(await repos.resource(parentName).exists(parentId))) throw notFound();
        await assertReferences(repos, schema, context.values!);
        return records(repos).create(context.values!);
      },
    });
    const [answer] = await parts.withComputed([created!], request);
    return reply.code(201).send(answer);
  });
}
