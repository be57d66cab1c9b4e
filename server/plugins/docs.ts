import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** OpenAPI document generated from the route schemas, served at /api/docs. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: "Gelinlik Yönetim Paneli API", version: "1.0.0" },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
        security: [{ bearer: [] }],
      },
      transform: ({ schema, url }) => ({ schema: stripCustomKeywords(schema) as typeof schema, url }),
    });
    app.get("/api/docs", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: "docs" },
);

/** Our `x-*` display hints are not OpenAPI; keep the document to standard keywords. */
function stripCustomKeywords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripCustomKeywords);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith("x-"))
      .map(([key, child]) => [key, stripCustomKeywords(child)]),
  );
}
