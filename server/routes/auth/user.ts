import type { FastifyInstance } from "fastify";
import { asc } from "drizzle-orm";
import { isOperator } from "../../../src/domain/permissions";
import { sessionOf } from "../../auth/guards";
import { subjectOf } from "../../auth/session";
import { companies } from "../../db/core";
import { unauthorized } from "../../errors";
import { bearerToken } from "../../plugins/auth";
import { companyView, userView } from "../profile/views";
import { currentUserResponse } from "./schemas";

/**
 * SMS accounting (packages bought, messages sent) arrives with the SMS issue; until then no company has
 * a balance, which is the truthful answer rather than an invented figure.
 */
const SMS_BALANCE_UNTIL_SMS_ACCOUNTING = "0.00";

/** GET /api/user: the signed-in user, the company the token acts for, roles and the dealer list. */
export default async function currentUserRoute(app: FastifyInstance) {
  app.get(
    "/user",
    { schema: { tags: ["auth"], summary: "The signed-in user and their company", response: { 200: currentUserResponse } } },
    async (request) => {
      const session = sessionOf(request);
      // The caller's own account, and the company the token acts for (a superadmin inside a shop: that shop).
      const own = await request.repos.accounts.ownWithCompany();
      // The token was valid a moment ago; a row deleted since then ends the session.
      if (!own) throw unauthorized();
      const { user, company } = own;

      // Operators pick any company in the dealer filter, so this one list spans every company by design.
      const dealers = isOperator(subjectOf(session))
        ? await app.db.select({ id: companies.id, full_name: companies.full_name }).from(companies).orderBy(asc(companies.id))
        : [];
      return {
        access_token: bearerToken(request)!,
        user: userView(user),
        company: companyView(company),
        roles: session.roles,
        companies: dealers,
        balance: SMS_BALANCE_UNTIL_SMS_ACCOUNTING,
      };
    },
  );
}
