import type { FastifyInstance } from "fastify";
import { notification } from "../../src/schemas/notification.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { CustomRoutes } from "../engine/custom-routes";
import { rowSchema } from "../engine/route-schemas";

const schema: ResourceSchema = notification;
const LAST_COUNT = 5;

/** The top bar's dropdown: the caller's company's five newest notifications (spec §9 "The first five notifications load"). */
export const lastNotificationRoutes: CustomRoutes = {
  declared: [{ method: "GET", url: "/get-last-five-notification", access: "read" }],
  async register(app: FastifyInstance) {
    app.get(
      "/get-last-five-notification",
      { schema: { tags: ["notification"], response: { 200: { type: "object", properties: { data: { type: "array", items: rowSchema(schema) } } } } } },
      async (request) => {
        const { rows } = await request.repos.resource(schema.$id).list({ page: 1, perPage: LAST_COUNT, filters: {}, sort: "created_at", order: "desc" });
        return { data: rows };
      },
    );
  },
};
