import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../auth/guards";
import { readScope } from "../../engine/access";
import { listEnvelope } from "../../engine/route-schemas";
import { companyUser, userViews } from "./user-rows";
import { errorResponses, userIdParams, userListQuery, userListSchema, userRowSchema, type UserIdParams, type UserListQuery } from "./schemas";

/**
 * GET /api/users and /api/users/:id: the caller's company's users, paged, searched by name, email or phone and
 * sorted by a column; an operator's 'all' view lists every company's (or one dealer's), as every resource's list.
 */
export default async function readUsersRoutes(app: FastifyInstance) {
  app.get<{ Querystring: UserListQuery }>(
    "/users",
    {
      schema: {
        tags: ["users"],
        summary: "The company's users, paginated, with keyword search on name, email and phone (first user only)",
        querystring: userListQuery,
        response: { 200: userListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, keyword, sort, order } = request.query;
      const repos = app.repositories(readScope(session, request.query));
      const { rows, total } = await repos.users.list({ keyword, page, perPage, sort, order });
      return listEnvelope(userViews(session, rows), { page, perPage, total });
    },
  );

  app.get<{ Params: UserIdParams }>(
    "/users/:id",
    {
      schema: { tags: ["users"], summary: "One user of the company (first user only)", params: userIdParams, response: { 200: userRowSchema, ...errorResponses } },
    },
    async (request) => userViews(sessionOf(request), [await companyUser(request.repos.users, request.params.id)])[0],
  );
}
