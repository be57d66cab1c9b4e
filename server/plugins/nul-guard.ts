import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { invalid } from "../errors";

/** The path of the first string holding a NUL character, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (!value || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nulPath(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text; refused before validation with a 422 on the field,
 * instead of failing inside a query.
 */
export default fp(
  async function nulGuard(app: FastifyInstance) {
    app.addHook("preValidation", async (request) => {
      const path = nulPath(request.body, "") ?? nulPath(request.query, "") ?? nulPath(request.params, "");
      if (path !== null) throw invalid(path || "_", "server.validation.nul");
    });
  },
  { name: "nul-guard" },
);
