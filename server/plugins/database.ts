import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** Decorates the app with the database and the configuration; closes the database with the app. */
export default fp(
  async function database(app: FastifyInstance, options: { database: Database; config: Config; closeDatabase: boolean }) {
    app.decorate("db", options.database.db);
    app.decorate("config", options.config);
    if (options.closeDatabase) app.addHook("onClose", () => options.database.close());
  },
  { name: "database" },
);
