import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { schemas as registeredSchemas } from "../../src/schemas";
import type { ResourceSchema } from "../../src/schemas/resource";
import { sessionOf } from "../auth/guards";
import { createRepositories, unitOfWorkOn, type ComputedSql, type Repositories, type TenantScope, type UnitOfWork } from "../data";
import { createRegistry, type ResourceRegistry } from "../data/registry";
import type { SecretBox } from "../crypto/secrets";
import { syncTallies } from "../data/tallies";
import { ownScope as scopeOf } from "../engine/access";
import { assertSchemaConventions } from "../engine/conventions";

declare module "fastify" {
  interface FastifyInstance {
    /** The schema resources this app serves, their tables and who refers to whom. */
    resources: ResourceRegistry;
    /** Repositories of a scope on the database (reads and single statements). */
    repositories(scope: TenantScope): Repositories;
    /** One transaction: the repositories handed to `work` write through it. */
    unitOfWork: UnitOfWork;
  }
  interface FastifyRequest {
    /** The caller's own company, and the caller as the actor. */
    scope: TenantScope;
    /** Repositories of the caller's scope. */
    repos: Repositories;
    /** A unit of work in the caller's scope. */
    unitOfWork<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  }
}

const ownScope = (request: FastifyRequest): TenantScope => scopeOf(sessionOf(request));

/**
 * Hands every request the repositories of its tenant and a unit of work, so routes never write a tenant
 * condition or open a transaction themselves. Registered after auth (the scope comes from the session).
 */
export default fp(
  async function tenancy(app: FastifyInstance, options: { schemas?: readonly ResourceSchema[]; computedSql?: Record<string, ComputedSql | undefined>; secrets?: SecretBox }) {
    const schemas = options.schemas ?? (registeredSchemas as readonly ResourceSchema[]);
    for (const schema of schemas) assertSchemaConventions(schema);
    const registry = createRegistry(schemas, options.computedSql, options.secrets);
    const unitOfWork = unitOfWorkOn(app.db, registry);
    // Counts made for another shape of a resource (or none yet) are made again before the first request.
    await syncTallies(app.db, registry);
    app.decorate("resources", registry);
    app.decorate("repositories", (scope: TenantScope) => createRepositories(app.db, registry, scope));
    app.decorate("unitOfWork", unitOfWork);
    app.decorateRequest("scope", {
      getter(this: FastifyRequest) {
        return ownScope(this);
      },
    });
    // One bundle per request, made on first use (public routes never make one).
    const bundles = new WeakMap<FastifyRequest, Repositories>();
    app.decorateRequest("repos", {
      getter(this: FastifyRequest) {
        let repos = bundles.get(this);
        if (!repos) bundles.set(this, (repos = createRepositories(app.db, registry, ownScope(this))));
        return repos;
      },
    });
    app.decorateRequest("unitOfWork", function (this: FastifyRequest, work: (repos: Repositories) => Promise<unknown>) {
      return unitOfWork(ownScope(this), work);
    } as FastifyRequest["unitOfWork"]);
  },
  { name: "tenancy", dependencies: ["database"] },
);
