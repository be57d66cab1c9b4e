import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { requireFirstUser, sessionOf } from "../../auth/guards";
import { users } from "../../db/core";
import { messageSchema } from "../../engine/route-schemas";
import { containsFolded } from "../../engine/search";
import { companyUser, userColumns, userView } from "./user-rows";
import { userIdParams, userListQuery, userListSchema, userRowSchema } from "./schemas";

/** Name, email or phone; phones are stored as +905XXXXXXXXX, so typed digits ("0532 123") are matched as digits. */
function keywordMatch(keyword: string): SQL | undefined {
  const digits = keyword.replace(/\D/g, "").replace(/^0/, "");
  return or(
    containsFolded(users.name, keyword),
    containsFolded(users.email, keyword),
    containsFolded(users.phone, keyword),
    digits.length >= 3 ? sql`${users.phone} LIKE ${`%${digits}%`}` : undefined,
  );
}

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
      const session = sessionOf(request);
      const { page = 1, perPage = 15, keyword } = request.query;
      const where = and(eq(users.company_id, session.companyId), keyword?.trim() ? keywordMatch(keyword.trim()) : undefined);
      const [{ total }] = await app.db.select({ total: count() }).from(users).where(where);
      const rows = await app.db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { data: rows.map(userView), current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
    },
  );

  app.get<{ Params: FromSchema<typeof userIdParams> }>(
    "/users/:id",
    {
      preHandler: requireFirstUser,
      schema: { tags: ["users"], summary: "One user of the company (first user only)", params: userIdParams, response: { 200: userRowSchema, 403: messageSchema, 404: messageSchema } },
    },
    async (request) => userView(await companyUser(app.db, sessionOf(request).companyId, request.params.id)),
  );
}
