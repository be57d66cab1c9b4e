import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Row } from "../data";
import { AppError, notFound } from "../errors";
import { languageFrom, translate } from "../i18n";
import { assertResourceAccess, sessionOf } from "./access";
import type { ResourceWrite } from "./crud-routes";
import { companyTimeZone, listFiltersFrom, splitInLists } from "./list-filters";
import { resolveQueryAliases } from "./query-aliases";
import { idParamsSchema, listEnvelope, listEnvelopeSchema, listQuerySchema, messageSchema, rowSchema } from "./route-schemas";
import { isReferenced } from "./write-guards";

interface BinRouteParts {
  write: ResourceWrite;
  withComputed(rows: Row[], request: FastifyRequest): Promise<Row[]>;
  errorResponses: Record<number, unknown>;
}

/**
 * `softDelete`: the bin of a resource. Whoever may delete its rows may see the bin, restore a row, or
 * purge it for good (refused while other rows still point at it).
 */
export function registerBinRoutes(app: FastifyInstance, schema: ResourceSchema, parts: BinRouteParts) {
  const name = schema.$id;
  const tags = [name];
  const binnedRow = rowSchema(schema, { deleted_at: { type: "string", format: "date-time" } });
  const { deleted_at: _deleted, ...bareQuery } = listQuerySchema(schema).properties as Record<string, unknown>;

  // `x-resource.bin.counters`: figures over the whole bin (whatever the page's filters), each a count of the binned
  // rows holding its values.
  const binCounters = Object.entries(schema["x-resource"].bin?.counters ?? {});
  const envelope = listEnvelopeSchema(schema);
  const binEnvelope = {
    ...envelope,
    properties: {
      ...envelope.properties,
      data: { type: "array", items: binnedRow },
      ...(binCounters.length ? { counters: { type: "object", properties: Object.fromEntries(binCounters.map(([key]) => [key, { type: "integer" }])) } } : {}),
    },
  };

  app.get(`/${name}/bin`, { preValidation: splitInLists(schema), schema: { tags, querystring: { ...listQuerySchema(schema), properties: bareQuery }, response: { 200: binEnvelope } } }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "delete");
    const { page, perPage, cursor, keyword, sort, order, scope: _scope, company_id: _company, ...parameters } = resolveQueryAliases(schema, request.query as Record<string, any>) as Record<string, any>;
    const { filters, ranges } = await listFiltersFrom(schema, parameters, () => companyTimeZone(app.db, request.repos.scope));
    const repository = request.repos.resource(name);
    const [found, counts] = await Promise.all([
      repository.listBin({ page, perPage, cursor, keyword, sort, order, filters, ranges }),
      repository.countBinned(binCounters.map(([, match]) => match)),
    ]);
    const answer = listEnvelope(await parts.withComputed(found.rows, request), { page, perPage, ...found });
    return binCounters.length ? { ...answer, counters: Object.fromEntries(binCounters.map(([key], index) => [key, counts[index]])) } : answer;
  });

  app.post(`/${name}/:id/restore`, { schema: { tags, params: idParamsSchema, response: { 200: rowSchema(schema), ...parts.errorResponses } } }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "delete");
    const { id } = request.params as { id: number };
    const restored = await parts.write(request, "restore", {
      change: async (repos) => {
        const row = await repos.resource(name).restore(id);
        if (!row) throw notFound();
        return row;
      },
    });
    const [computed] = await parts.withComputed([restored!], request);
    return computed;
  });

  app.delete(`/${name}/:id/purge`, { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, ...parts.errorResponses } } }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "delete");
    const { id } = request.params as { id: number };
    await parts.write(request, "purge", {
      load: async (repos) => {
        const found = await repos.resource(name).get(id, { forUpdate: true, binned: true });
        if (!found) throw notFound();
        return found;
      },
      change: async (repos) => {
        if (await isReferenced(app.resources, repos, name, id)) throw new AppError(409, "server.errors.inUse");
        if (!(await repos.resource(name).purge(id))) throw notFound();
        return undefined;
      },
    });
    return { message: translate(languageFrom(request.headers["accept-language"]), "server.messages.purged") };
  });
}
