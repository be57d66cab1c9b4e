import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import { hasFlag } from "../../src/domain/permissions";
import { subjectOf, type Session } from "../auth/session";
import { STALE, type ComputedSql, type ListQuery, type Repositories, type Row, type TenantScope } from "../data";
import { resolveQueryAliases } from "./query-aliases";
import { AppError, notFound } from "../errors";
import { languageFrom, translate } from "../i18n";
import { assertResourceAccess, readScope, sessionOf } from "./access";
import { withoutBlanks } from "./blanks";
import { companyTimeZone, listFiltersFrom, splitInLists } from "./list-filters";
import { registerActionRoutes, type ActionHandler } from "./action-routes";
import { registerBinRoutes } from "./bin-routes";
import { registerChildRoutes } from "./child-routes";
import { recordStore, servedSchema } from "./lines";
import type { CustomRoutes } from "./custom-routes";
import { registerSingletonRoutes } from "./singleton-routes";
import { assertOwnUploads, releasedFiles } from "./file-fields";
import { bodySchema, updateBodySchema, idParamsSchema, listEnvelope, listEnvelopeSchema, listQuerySchema, messageSchema, rowSchema, scopeQuerySchema, validationErrorSchema, writableFields } from "./route-schemas";
import { assertGatedFieldsAbsent, assertRowAllows, creationValues, replacementValues, shapeRows } from "./row-answers";
import { sanitizeInput } from "./sanitize";
import { checkSchedule } from "../schedule";
import { assertFilteredValuesKept, assertReferences, isReferenced, translateViolation } from "./write-guards";

/** What a generic write hands its hooks: everything runs in the write's one transaction. */
export interface WriteContext {
  /** create, update, delete, restore, purge, or the name of a declared action. */
  action: string;
  /** Null for a public create (`publicCreate`): nobody is signed in. */
  session: Session | null;
  /** The transaction's repositories, in the caller's scope. */
  repos: Repositories;
  /** The row before the change (update, delete). */
  before?: Row;
  /** The values being written (create, update); a `beforeWrite` hook may adjust them. */
  values?: Row;
  /** The row after the change (create, update). */
  after?: Row;
  /** The app, so a hook can reach the server's modules (queue an SMS); the generic writes always fill it. */
  app?: FastifyInstance;
}

/**
 * What a resource adds to the generic routes: fields computed per row (`x-resource.computed`), the
 * list's counters (`x-resource.list.counters`), checks JSON Schema cannot express (a county of the
 * chosen city) and hooks inside the write's transaction.
 */
export interface ResourceExtension {
  /**
   * `x-resource.computed` figures as SQL over the row's columns: read with every row, sortable, and summed
   * for counters (`repos.resource(name).sums`).
   */
  computedSql?: ComputedSql;
  computeFields?(rows: Row[], scope: TenantScope): Promise<Row[]>;
  counters?(repos: Repositories, name: string): Promise<Record<string, number | string>>;
  /**
   * Keys the list's envelope carries besides the page and its counters (a catalog's category tiles and brands):
   * `properties` are their answer schemas, `read` works them out over the caller's scope (the operators' 'all'
   * view included) from the list's query in the engine's names.
   */
  listExtras?: ListExtras;
  /** Runs on POST and PUT after sanitising; throws `invalid(field, key)` for a 422 on that field. */
  validate?(values: Record<string, unknown>): void | Promise<void>;
  beforeWrite?(context: WriteContext): Promise<void>;
  afterWrite?(context: WriteContext): Promise<void>;
  /** The handlers of `x-resource.actions`, by action name. */
  actions?: Record<string, ActionHandler>;
  /**
   * Routes beyond the generic ones (`GET /alt-categories`), registered by the resource registration and
   * declared so the suites over every resource check them (`server/engine/custom-routes.ts`).
   */
  routes?: CustomRoutes;
}

/** What a resource adds to its list's envelope (`ResourceExtension.listExtras`). */
export interface ListExtras {
  properties: Record<string, unknown>;
  read(repos: Repositories, query: Pick<ListQuery, "keyword" | "filters" | "ranges">): Promise<Record<string, unknown>>;
}

/** One generic write: the values to write, the row it changes (read and locked first), and the change. */
export interface WriteSteps {
  values?: Row;
  load?: (repos: Repositories) => Promise<Row>;
  change: (repos: Repositories, context: WriteContext) => Promise<Row | undefined>;
}

/** A resource's write, handed to the bin, child, singleton and action routes so they share its transaction, hooks and audit. */
export type ResourceWrite = (request: FastifyRequest, action: WriteContext["action"], steps: WriteSteps) => Promise<Row | undefined>;

/** A row as the audit keeps it: never a secret (`writeOnly`), encrypted or not, whatever a hook put in the row. */
const withoutSecrets = (schema: ResourceSchema, row: Row | undefined): Row | undefined =>
  row && Object.fromEntries(Object.entries(row).filter(([field]) => schema.properties[field]?.writeOnly !== true));

/** The scope of a public create: no company; only global resources may be created this way. */
const PUBLIC_SCOPE: TenantScope = { companyId: 0 };

/** The stale-version answer: the form tells the user that someone else changed the record meanwhile. */
export const staleVersion = () => new AppError(409, "server.errors.staleVersion");

/** GET/POST /<name>, GET/PUT/DELETE /<name>/:id for one schema: validated, tenant-scoped, permission-guarded, transactional. */
export function registerResourceRoutes(app: FastifyInstance, declared: ResourceSchema, extension: ResourceExtension = {}) {
  // The routes speak the schema with its lines (`parent.lines` of a child), read and written through `records`.
  const schema = servedSchema(app.resources, declared);
  const records = recordStore(app.resources, declared.$id);
  const name = schema.$id;
  const meta = schema["x-resource"];
  /** Rows as the caller gets them: computed figures, fields their flags hide left out, `_can` per row. */
  const withComputed = async (rows: Row[], request: FastifyRequest, scope?: TenantScope) =>
    shapeRows(schema, request.session, extension.computeFields ? await extension.computeFields(rows, scope ?? (request.session ? request.scope : PUBLIC_SCOPE)) : rows);
  const tags = [name];
  const body = bodySchema(schema);
  const updateBody = updateBodySchema(schema);
  const row = rowSchema(schema);
  const errorResponses = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema };

  /**
   * One write: the row it changes (read and locked first), the hooks, the change and the audit entry
   * commit together or not at all.
   */
  async function write(request: FastifyRequest, action: WriteContext["action"], steps: WriteSteps): Promise<Row | undefined> {
    const session = request.session;
    // A public create (a dealership application) has no company: it writes global rows only.
    const unitOfWork = session ? request.unitOfWork.bind(request) : <T,>(work: (repos: Repositories) => Promise<T>) => app.unitOfWork(PUBLIC_SCOPE, work);
    let released: string[] = [];
    try {
      const after = await unitOfWork(async (repos) => {
        const context: WriteContext = { action, session, repos, values: steps.values, app };
        if (steps.load) context.before = await steps.load(repos);
        if (context.values) await assertOwnUploads(repos, schema, context.values);
        // A read-only property's declared default is what a new row holds unless the server sets another (an
        // appointment starts active, made in the shop).
        if (action === "create" && context.values) {
          for (const [field, property] of Object.entries(declared.properties)) if (property.readOnly === true && property.default !== undefined && context.values[field] === undefined) context.values[field] = property.default;
        }
        await extension.beforeWrite?.(context);
        // `schedule`: the span's instants, its end after its start, and no overlap in its calendar (server/schedule).
        if (meta.schedule && context.values && (action === "create" || action === "update")) await checkSchedule(repos, schema, context.values, context.before);
        context.after = await steps.change(repos, context);
        await extension.afterWrite?.(context);
        if (meta.audit) {
          const recordId = (context.after?.id ?? context.before?.id) as number;
          await repos.audit.recordChange({ action, resource: name, recordId, before: withoutSecrets(schema, context.before), after: withoutSecrets(schema, context.after) });
        }
        // A binned row keeps its files (it may come back); a change or a purge lets go of what it no longer holds.
        const gone = action === "purge" || (action === "delete" && !meta.softDelete);
        if (action === "update" || gone) released = releasedFiles(schema, context.before, gone ? undefined : context.after);
        for (const key of released) await repos.uploads.remove(key);
        return context.after;
      });
      // The bytes go only once the change is committed.
      await Promise.all(released.map((key) => app.storage.remove(key)));
      return after;
    } catch (error) {
      throw translateViolation(error, name, action === "delete" || action === "purge" ? "delete" : "write");
    }
  }

  /** The live row, locked until the write commits; another company's or a missing one is a 404. */
  const lockedRow = (id: number) => async (repos: Repositories) => {
    const found = await records(repos).get(id, { forUpdate: true });
    if (!found) throw notFound();
    return found;
  };

  if (meta.singleton) {
    registerSingletonRoutes(app, schema, { write, withComputed, validate: extension.validate, errorResponses });
    return;
  }

  const envelopeSchema = listEnvelopeSchema(schema, extension.listExtras?.properties);
  app.get(`/${name}`, { preValidation: splitInLists(schema), schema: { tags, querystring: listQuerySchema(schema), response: { 200: envelopeSchema } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "read");
    const query = resolveQueryAliases(schema, request.query as Record<string, unknown>);
    const { page, perPage, cursor, keyword, sort, order, scope, company_id, ...parameters } = query as Record<string, any>;
    const repos = app.repositories(readScope(session, { scope, company_id }));
    const { filters, ranges } = await listFiltersFrom(schema, parameters, () => companyTimeZone(app.db, repos.scope));
    const found = await repos.resource(name).list({ page, perPage, cursor, keyword, sort, order, filters, ranges });
    const showCounters = extension.counters && hasFlag(subjectOf(session), meta.list.countersPermission);
    return {
      ...listEnvelope(await withComputed(found.rows, request, repos.scope), { page, perPage, ...found }),
      ...(showCounters ? { counters: await extension.counters!(repos, name) } : {}),
      ...(extension.listExtras ? await extension.listExtras.read(repos, { keyword, filters, ranges }) : {}),
    };
  });

  app.get(`/${name}/:id`, { schema: { tags, params: idParamsSchema, querystring: scopeQuerySchema, response: { 200: row, ...errorResponses } } }, async (request) => {
    const session = sessionOf(request);
    assertResourceAccess(session, schema, "read");
    const { id } = request.params as { id: number };
    const repos = app.repositories(readScope(session, request.query as { scope?: "own" | "all" }));
    const found = await records(repos).get(id);
    if (!found) throw notFound();
    const [computed] = await withComputed([found], request, repos.scope);
    return computed;
  });

  const dropBlanks = async (request: { body: unknown }) => {
    request.body = withoutBlanks(request.body);
  };

  // `publicCreate`: anyone may create; anonymous callers as often as the per-address limit allows (the auth
  // hook runs first, so signed-in callers, who answer for what they do, are not counted).
  const publicCreate = meta.publicCreate
    ? { optionalAuth: true, rateLimit: { max: meta.publicCreate.perHour, timeWindow: "1 hour", allowList: (request: FastifyRequest) => request.session !== null } }
    : undefined;
  if (publicCreate && meta.tenant !== "global") throw new Error(`${name}: publicCreate needs tenant "global" (a public create belongs to no company)`);

  // `create: "none"` (the SMS history): no POST; the server's modules write the rows through `repos`.
  if (meta.create !== "none") app.post(`/${name}`, { preValidation: dropBlanks, config: publicCreate, schema: { tags, body, response: { 201: row, ...errorResponses } } }, async (request, reply) => {
    if (!publicCreate) assertResourceAccess(sessionOf(request), schema, "write");
    assertGatedFieldsAbsent(schema, request.session, request.body as Record<string, unknown>);
    const values = sanitizeInput(schema, creationValues(schema, request.session, request.body as Record<string, unknown>));
    await extension.validate?.(values);
    const created = await write(request, "create", {
      values,
      change: async (repos, context) => {
        await assertReferences(repos, schema, context.values!);
        return records(repos).create(context.values!);
      },
    });
    const [computed] = await withComputed([created!], request);
    return reply.code(201).send(computed);
  });

  // A resource declared `update: "none"` (categories: create only, spec §5) has no PUT at all.
  if (meta.update !== "none") app.put(`/${name}/:id`, { preValidation: dropBlanks, schema: { tags, params: idParamsSchema, body: updateBody, response: { 200: row, ...errorResponses } } }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "write");
    const { id } = request.params as { id: number };
    // PUT replaces the record: a field left out is cleared (or back to its default), as a form that empties
    // an optional field expects.
    const { version, ...sent } = request.body as Record<string, unknown> & { version?: number };
    const complete = replacementValues(schema, sessionOf(request), sent);
    const values = sanitizeInput(schema, complete);
    await extension.validate?.(values);
    const updated = await write(request, "update", {
      values,
      load: lockedRow(id),
      change: async (repos, context) => {
        assertRowAllows(schema, sessionOf(request), context.before!, "update");
        if (version !== undefined && context.before!.version !== version) throw staleVersion();
        await assertReferences(repos, schema, context.values!);
        await assertFilteredValuesKept(app.resources, repos, name, context.before!, context.values!);
        const result = await records(repos).update(id, context.values!, version);
        if (result === STALE) throw staleVersion();
        if (!result) throw notFound();
        return result;
      },
    });
    const [computed] = await withComputed([updated!], request);
    return computed;
  });

  app.delete(`/${name}/:id`, { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, ...errorResponses } } }, async (request) => {
    assertResourceAccess(sessionOf(request), schema, "delete");
    const { id } = request.params as { id: number };
    await write(request, "delete", {
      load: lockedRow(id),
      change: async (repos, context) => {
        assertRowAllows(schema, sessionOf(request), context.before!, "delete");
        if (meta.deleteBlockedBy && context.before![meta.deleteBlockedBy] === true) throw new AppError(409, "server.errors.protected");
        // A binned row keeps its references (it can be restored); a row that really goes must not leave any.
        if (!meta.softDelete && (await isReferenced(app.resources, repos, name, id))) throw new AppError(409, "server.errors.inUse");
        if (!(await repos.resource(name).remove(id))) throw notFound();
        return undefined;
      },
    });
    return { message: translate(languageFrom(request.headers["accept-language"]), "server.messages.deleted") };
  });

  if (meta.softDelete) registerBinRoutes(app, schema, { write, withComputed, errorResponses });
  if (meta.parent) registerChildRoutes(app, schema, { write, withComputed, validate: extension.validate, dropBlanks, errorResponses });
  if (meta.actions) registerActionRoutes(app, schema, extension.actions ?? {}, { write, lockedRow, withComputed, errorResponses });
}
