import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJobRunner, type JobRunner } from "./runner";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The background job runner (server/jobs/types.ts): `register(type, handler)` from a plugin, `runDue()` in
     * tests, `start()` by server/main.ts after listen; the app's close stops it after the running job.
     */
    jobs: JobRunner;
  }
}

/** Decorates the app with its job runner; registered after tenancy (handlers get its unit of work). */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const { jobs: config } = app.config;
    const runner = createJobRunner({
      db: app.db,
      repositories: (scope) => app.repositories(scope),
      unitOfWork: (scope, work) => app.unitOfWork(scope, work),
      leaseMs: config.leaseMs,
      retryBaseMs: config.retryBaseMs,
      pollMs: config.pollMs,
      // On PGlite this server holds the data directory alone (server/data-dir-lock.ts): a job left running was its
      // predecessor's, killed mid-run, and is taken again at once rather than after its lease.
      releaseOrphansOnStart: !app.config.databaseUrl,
      log: { error: (message) => app.log.error(message), warn: (message) => app.log.warn(message) },
    });
    app.decorate("jobs", runner);
    // The database closes in its own onClose hook, registered earlier, so after this one: the job finishes first.
    app.addHook("onClose", () => runner.stop());
  },
  { name: "jobs", dependencies: ["database", "tenancy"] },
);
