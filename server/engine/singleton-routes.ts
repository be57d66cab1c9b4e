import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Row } from "../data";
import { AppError } from "../errors";
import { assertResourceAccess, sessionOf } from "./access";
import { withoutBlanks } from "./blanks";
import type { ResourceWrite } from "./crud-routes";
import { replacementValues } from "./row-answers";
import { encryptedFields, rowSchema, updateBodySchema } from "./route-schemas";
import { sanitizeInput } from "./sanitize";
import { assertReferences } from "./write-guards";

interface SingletonRouteParts {
  write: ResourceWrite;
  withComputed(rows: Row[], request: FastifyRequest): Promise<Row[]>;
  validate?(values: Record<string, unknown>): void | Promise<void>;
  errorResponses: Record<number, unknown>;
}

/** The answer before a company's first save: every field empty or at its declared default, nothing stored (no secret either). */
const defaultsOf = (schema: ResourceSchema): Row => {
  const encrypted = encryptedFields(schema);
  return {
    ...Object.fromEntries(Object.entries(schema.properties).map(([field, property]) => [field, property.default ?? null])),
    ...(encrypted.length ? { _secrets: Object.fromEntries(encrypted.map((field) => [field, false])) } : {}),
  };
};

/**
 * `singleton`: one row per company (SMS settings). `GET /<name>` answers it (or the defaults before the
 * first save); `PUT /<name>` writes it, creating it the first time, with the same checks as any change.
 */
export function registerSingletonRoutes(app: FastifyInstance, schema: ResourceSchema, parts: SingletonRouteParts) {
  const name = schema.$id;
  const answer = { ...rowSchema(schema), properties: { ...rowSchema(schema).properties, id: { type: ["integer", "null"] }, version: { type: ["integer", "null"] } } };
  const routeSchema = { tags: [name], response: { 200: answer, ...parts.errorResponses } };

  app.get(`/${name}`, { schema: routeSchema }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "read");
    const found = await request.repos.resource(name).single();
    const [shaped] = await parts.withComputed([found ?? { id: null, version: null, ...defaultsOf(schema) }], request);
    return shaped;
  });

  const dropBlanks = async (request: { body: unknown }) => {
    request.body = withoutBlanks(request.body);
  };
  app.put(`/${name}`, { preValidation: dropBlanks, schema: { ...routeSchema, body: updateBodySchema(schema) } }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "write");
    const { version, ...sent } = request.body as Record<string, unknown> & { version?: number };
    const values = sanitizeInput(schema, replacementValues(schema, sessionOf(request), sent));
    await parts.validate?.(values);
    const saved = await parts.write(request, "update", {
      values,
      change: async (repos, context) => {
        await assertReferences(repos, schema, values);
        const current = await repos.resource(name).single({ forUpdate: true });
        context.before = current;
        if (!current) return repos.resource(name).create(values);
        if (version !== undefined && current.version !== version) throw new AppError(409, "server.errors.staleVersion");
        return (await repos.resource(name).update(current.id as number, values, version)) as Row;
      },
    });
    const [shaped] = await parts.withComputed([saved!], request);
    return shaped;
  });
}
