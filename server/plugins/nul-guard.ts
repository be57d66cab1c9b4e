import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { invalid } from "../errors";

/**
 * The path of the first string holding a NUL character, or null. Walked with an explicit stack, not by
 * recursion, so no body shape can exhaust the call stack.
 */
export function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path;
      continue;
    }
    if (!current || typeof current !== "object") continue;
    // Reversed onto the stack so that the first field is looked at first, as a reader would.
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      pending.push([child, path ? `${path}.${key}` : key]);
    }
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
      const path = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
      if (path !== null) throw invalid(path || "_", "server.validation.nul");
    });
  },
  { name: "nul-guard" },
);
