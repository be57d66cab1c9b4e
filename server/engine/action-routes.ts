import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Session } from "../auth/session";
import type { Repositories, Row } from "../data";
import { notFound } from "../errors";
import { assertResourceAccess, sessionOf } from "./access";
import type { ResourceWrite } from "./crud-routes";
import { assertRowAllows } from "./row-answers";
import { idParamsSchema, rowSchema } from "./route-schemas";

/** What an action's handler gets: the row (locked for the unit of work), the body, and the transaction's repositories. */
export interface ActionContext {
  row: Row;
  body: Record<string, unknown>;
  repos: Repositories;
  session: Session;
  /** The app (its config and job runner), for handlers that reach beyond the database (an SMS action). */
  app: FastifyInstance;
}

/** Runs inside the action's unit of work; the answer is the row as it is afterwards. */
export type ActionHandler = (context: ActionContext) => Promise<void>;

interface ActionRouteParts {
  write: ResourceWrite;
  lockedRow(id: number): (repos: Repositories) => Promise<Row>;
  withComputed(rows: Row[], request: FastifyRequest): Promise<Row[]>;
  errorResponses: Record<number, unknown>;
}

/**
 * `x-resource.actions`: `POST /<name>/:id/<action>` (and the spec's own path as an alias) for each declared
 * action, guarded by the resource's write access, the action's flag and its `when` rule, its handler
 * running in one unit of work with the audit entry.
 */
export function registerActionRoutes(app: FastifyInstance, schema: ResourceSchema, handlers: Record<string, ActionHandler>, parts: ActionRouteParts) {
  const name = schema.$id;
  for (const [action, declared] of Object.entries(schema["x-resource"].actions ?? {})) {
    const handler = handlers[action];
    if (!handler) throw new Error(`${name}: action "${action}" is declared but has no handler`);
    const routeSchema = {
      tags: [name],
      params: idParamsSchema,
      ...(declared.body ? { body: declared.body } : {}),
      response: { 200: rowSchema(schema), ...parts.errorResponses },
    };
    const run = async (request: FastifyRequest) => {
      const session = sessionOf(request);
      assertResourceAccess(session, schema, "write");
      const { id } = request.params as { id: number };
      await parts.write(request, action, {
        load: parts.lockedRow(id),
        change: async (repos, context) => {
          // The flag and the `when` rule, both answered in `_can` too.
          assertRowAllows(schema, session, context.before!, action);
          await handler({ row: context.before!, body: (request.body ?? {}) as Record<string, unknown>, repos, session, app: request.server });
          // Read as the change read it (with its lines), so the audit's before and after compare alike.
          return parts.lockedRow(id)(repos);
        },
      });
      const found = await request.repos.resource(name).get(id);
      if (!found) throw notFound();
      const [answer] = await parts.withComputed([found], request);
      return answer;
    };
    app.post(`/${name}/:id/${action}`, { schema: routeSchema }, run);
    if (declared.alias) app.post(`/${declared.alias}`, { schema: { ...routeSchema, tags: [name] } }, run);
  }
}
