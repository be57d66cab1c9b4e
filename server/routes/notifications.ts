import type { FastifyInstance } from "fastify";
import { notification } from "../../src/schemas/notification.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import { resourceTables } from "../db/resource-tables";
import { assertResourceAccess, ownScope, sessionOf } from "../engine/access";
import { createRepository } from "../engine/repository";
import { rowSchema } from "../engine/route-schemas";

const schema = notification as unknown as ResourceSchema;
const LAST_COUNT = 5;

/** The top bar's dropdown: the caller's company's five newest notifications (spec §9 "The first five notifications load"). */
export default async function notificationRoutes(app: FastifyInstance) {
  const repository = createRepository(app.db, schema, resourceTables[schema.$id]);
  app.get(
    "/get-last-five-notification",
    { schema: { tags: ["notification"], response: { 200: { type: "object", properties: { data: { type: "array", items: rowSchema(schema) } } } } } },
    async (request) => {
      const session = sessionOf(request);
      assertResourceAccess(session, schema, "read");
      const { rows } = await repository.list(ownScope(session), { page: 1, perPage: LAST_COUNT, filters: {}, sort: "created_at", order: "desc" });
      return { data: rows };
    },
  );
}
