import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import zlib from "node:zlib";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import { lazySecretBox } from "./crypto/secrets";
import type { Database } from "./db/client";
import type { ResourceSchema } from "../src/schemas/resource";
import type { ResourceExtension } from "./engine/crud-routes";
import { bodyAjv, queryAjv } from "./engine/validation";
import authPlugin from "./plugins/auth";
import databasePlugin from "./plugins/database";
import docsPlugin from "./plugins/docs";
import errorsPlugin, { frameworkErrors } from "./plugins/errors";
import jsonBodyPlugin from "./plugins/json-body";
import nulGuardPlugin from "./plugins/nul-guard";
import readinessPlugin from "./plugins/readiness";
import securityPlugin from "./plugins/security";
import spaPlugin from "./plugins/spa";
import tenancyPlugin from "./plugins/tenancy";
import routes from "./routes";
import { resourceExtensions } from "./routes/resources/extensions";
import { serveUploadRoute } from "./routes/uploads";
import jobsPlugin from "./jobs/plugin";
import smsPlugin from "./sms/plugin";
import storagePlugin from "./storage/plugin";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (tests that share one database pass false). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** The schema resources to serve; defaults to the registry (tests add throwaway schemas). */
  schemas?: readonly ResourceSchema[];
  /** Hooks and figures for those schemas, besides the registered resources' own (tests). */
  extensions?: Record<string, ResourceExtension>;
  /** The built SPA to serve; defaults to dist/ (tests pass a tiny fake build). */
  distDir?: string;
}

const DIST_DIR = fileURLToPath(new URL("../dist", import.meta.url));

/** Builds the whole server: external plugins, then app plugins, then routes (fastify/demo order). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.config.bodyLimitBytes,
    // A hop count is valid at run time; the overloads of Fastify's types omit it.
    trustProxy: options.config.trustProxy as boolean | string[],
    // Ids in URLs are numeric; anything longer than this is not ours.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });

  // Bodies are validated strictly (no coercion, unknown fields rejected); query strings are coerced from text.
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === "body" ? bodyAjv.compile(schema) : queryAjv.compile(schema),
  );

  await app.register(errorsPlugin);
  // Answers of 1 KB or more are compressed for clients that accept it; the SPA's assets come precompressed
  // (their content-encoding is set, which the plugin leaves alone). Compressed request bodies stay refused.
  // Brotli at quality 2 with a 256 KB window: a page of 10 clients (7 KB) in ~50 µs instead of ~200 µs at the
  // plugin's quality 4, for 7 % more bytes (docs/performance.md).
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } };
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"], brotliOptions, globalDecompression: false });
  await app.register(databasePlugin, {
    database: options.database,
    config: options.config,
    closeDatabase: options.closeDatabase ?? true,
  });
  await app.register(storagePlugin);
  await app.register(securityPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10 } });
  await app.register(docsPlugin);
  await app.register(readinessPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(nulGuardPlugin);

  await app.register(authPlugin);
  // Every resource's extension: the registered ones and those a test adds for its throwaway schemas.
  const extensions = { ...resourceExtensions, ...options.extensions };
  const computedSql = Object.fromEntries(Object.entries(extensions).map(([name, extension]) => [name, extension.computedSql]));
  // The key of `x-encrypted` fields goes to the repositories alone (SECRETS_KEY or DATA_DIR/secrets.key).
  await app.register(tenancyPlugin, { schemas: options.schemas, computedSql, secrets: lazySecretBox(options.config) });
  // Background jobs: handlers register from the route plugins below; server/main.ts starts the poll loop.
  await app.register(jobsPlugin);
  // The SMS module's job (`sms.send`), on that runner.
  await app.register(smsPlugin);

  await app.register(routes, { prefix: "/api", extensions, schemas: options.schemas });
  await app.register(serveUploadRoute);
  await app.register(spaPlugin, { distDir: path.resolve(options.distDir ?? DIST_DIR) });
  return app;
}
