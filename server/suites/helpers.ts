import type { FastifyInstance } from "fastify";
import { schemas as registeredSchemas } from "../../src/schemas";
import { createThrowawayApp, throwawaySchemas } from "../engine/__fixtures__/throwaway-app";
import type { ResourceSchema } from "../../src/schemas/resource";
import { conditionalRequired } from "../../src/engine/conditions";
import type { Role } from "../../src/domain/permissions";
import { createActor, requiredLinesOf, sampleBody, type Actor } from "../test/fixtures";
import type { Db } from "../db/client";
import { PNG_BYTES, uploadImage } from "../routes/uploads/test-helpers";

/**
 * What the suites over every resource run over: the registered resources and the engine's throwaway ones,
 * which use every keyword of the vocabulary. Singletons have no list or row routes; their own suite covers them.
 */
export const allSchemas: readonly ResourceSchema[] = [...(registeredSchemas as readonly ResourceSchema[]), ...throwawaySchemas];
export const suiteSchemas = allSchemas.filter((schema) => !schema["x-resource"].singleton);
export const createSuiteApp = () => createThrowawayApp();
const schemaByName = (name: string) => allSchemas.find((schema) => schema.$id === name);

/** The role that may write a resource: its first write role, or a plain shop user. */
export const writerRole = (schema: ResourceSchema): Role => schema["x-resource"].writeRoles?.[0] ?? "user";

export const ownerOf = (db: Db, schema: ResourceSchema, companyId?: number): Promise<Actor> =>
  createActor(db, { roles: [writerRole(schema)], firstUser: true, companyId });

/**
 * Creates rows for every `x-ref` of the schema in the actor's company, holding the reference's
 * `x-ref-filter` values, and returns their ids. A referenced row's own self-reference stays empty
 * (a sub-category's parent is a top category).
 */
/** Each referenced row gets its own seed, so rows made for one company never repeat a name a resource keeps unique. */
let referenceSeed = 100;

export async function referencesFor(
  app: FastifyInstance,
  actor: Actor,
  schema: ResourceSchema,
  schemas?: readonly ResourceSchema[],
  nested = false,
  values: Record<string, unknown> = {},
) {
  const refs: Record<string, number> = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    const targetName = property["x-ref"] as string | undefined;
    // A read-only reference (the record a correction reverses) is the server's to set, never the body's.
    if (!targetName || property.readOnly === true || (nested && targetName === schema.$id && !new Set([...(schema.required ?? []), ...conditionalRequired(schema, values)]).has(field))) continue;
    const target = schemas?.find((candidate) => candidate.$id === targetName) ?? schemaByName(targetName);
    if (!target) throw new Error(`${schema.$id}.${field} refers to unknown resource ${targetName}`);
    refs[field] = Number((await createRow(app, actor, target, (referenceSeed += 1), schemas, property["x-ref-filter"])).id);
  }
  // The references of the one line a parent that requires its lines is sampled with (`sampleBody`), as `lines.<field>`.
  const lines = requiredLinesOf(schema);
  if (lines) for (const [field, id] of Object.entries(await referencesFor(app, actor, lines, schemas))) refs[`lines.${field}`] = id;
  return refs;
}

/**
 * A required file field (a client's photo) names a file the company uploaded: one PNG is uploaded for each, as the
 * actor (the resource's writer holds the upload's permission), and its address is the field's value.
 */
export async function uploadsFor(app: FastifyInstance, actor: Actor, schema: ResourceSchema): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const field of schema.required ?? []) {
    if (schema.properties[field]?.format !== "upload") continue;
    const uploaded = await uploadImage(app, actor.headers, "sample.png", PNG_BYTES);
    if (uploaded.statusCode !== 200 && uploaded.statusCode !== 201) throw new Error(`uploading ${schema.$id}.${field}'s sample failed: ${uploaded.statusCode} ${uploaded.body}`);
    files[field] = uploaded.json().file_url;
  }
  return files;
}

export async function createRow(
  app: FastifyInstance,
  actor: Actor,
  schema: ResourceSchema,
  seed = 1,
  schemas?: readonly ResourceSchema[],
  values: Record<string, unknown> = {},
) {
  // A parent's line references (`lines.<field>`, from referencesFor) are made again for this row's own line.
  const given = Object.fromEntries(Object.entries(values).filter(([field]) => !field.startsWith("lines.")));
  // A schedule resource's span given a start day ends that day too (its end is never before its start).
  if (schema["x-resource"].schedule && given.start_date !== undefined && given.end_date === undefined) given.end_date = given.start_date;
  const body = { ...sampleBody(schema, seed, await referencesFor(app, actor, schema, schemas, true, given)), ...(await uploadsFor(app, actor, schema)), ...given };
  // `create: "none"` has no POST: the row is written as the server's modules write it, in the actor's company,
  // and answered as the API reads it back.
  if (schema["x-resource"].create === "none") {
    const written = await app.unitOfWork({ companyId: actor.companyId, actorId: actor.userId }, (repos) => repos.resource(schema.$id).create(body));
    const read = await app.inject({ method: "GET", url: `/api/${schema.$id}/${written.id}`, headers: actor.headers });
    if (read.statusCode !== 200) throw new Error(`reading ${schema.$id} back failed: ${read.statusCode} ${read.body}`);
    return read.json() as Record<string, unknown> & { id: number };
  }
  const response = await app.inject({ method: "POST", url: `/api/${schema.$id}`, headers: actor.headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`creating ${schema.$id} failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: number };
}

export async function countRows(app: FastifyInstance, actor: Actor, schema: ResourceSchema): Promise<number> {
  const response = await app.inject({ method: "GET", url: `/api/${schema.$id}?perPage=1`, headers: actor.headers });
  return response.json().total as number;
}
