import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { requireFirstUser } from "../../auth/guards";
import { messageSchema } from "../../engine/route-schemas";
import { companyUser, userView } from "./user-rows";
import { userIdParams, userListQuery, userListSchema, userRowSchema, type UserIdParams } from "./schemas";

/** GET /api/users and /api/users/:id: the caller's company's users only (first user only). */
export default async function readUsersRoutes(app: FastifyInstance) {
  app.get<{ Querystring: FromSchema<typeof userListQuery> }>(
    "/users",
    {
      preHandler: requireFirstUser,
      schema: {
        tags: ["users"],
        summary: "The company's users, paginated, with keyword search on name, email and phone (first user only)",
        querystring: userListQuery,
        response: { 200: userListSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const { page = 1, perPage = 15, keyword } = request.query;
      const { rows, total } = await request.repos.users.list({ keyword, page, perPage });
      return { data: rows.map(userView), current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
    },
  );

  app.get<{ Params: UserIdParams }>(
    "/users/:id",
    {
      preHandler: requireFirstUser,
      schema: { tags: ["users"], summary: "One user of the company (first user only)", params: userIdParams, response: { 200: userRowSchema, 403: messageSchema, 404: messageSchema } },
    },
    async (request) => userView(await companyUser(request.repos.users, request.params.id)),
  );
}
