import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { findUserByEmail } from "../../auth/accounts";
import { verifyAgainstDummy, verifyPassword } from "../../auth/password";
import { issueToken } from "../../auth/tokens";
import { invalid } from "../../errors";
import { errorResponse, loginBody, tokenResponse } from "./schemas";

/** POST /api/login: one answer for an unknown email and a wrong password, in about the same time. */
export default async function loginRoute(app: FastifyInstance) {
  app.post<{ Body: FromSchema<typeof loginBody> }>(
    "/login",
    {
      config: { public: true, rateLimit: { max: app.config.loginRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        security: [],
        body: loginBody,
        response: { 200: tokenResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      const matches = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
      if (!user || !matches) throw invalid("email", "auth.errors.invalidCredentials");
      const accessToken = await issueToken(app.db, {
        userId: user.id,
        companyId: user.company_id,
        ttlHours: app.config.tokenTtlHours,
      });
      return { access_token: accessToken };
    },
  );
}
