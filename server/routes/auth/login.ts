import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { canonicalEmail, findUserByEmail } from "../../auth/accounts";
import { createLoginThrottle } from "../../auth/login-throttle";
import { verifyAgainstDummy, verifyPassword } from "../../auth/password";
import { issueToken } from "../../auth/tokens";
import { AppError, invalid } from "../../errors";
import { errorResponse, loginBody, tokenResponse } from "./schemas";

/**
 * POST /api/login: one answer for an unknown email and a wrong password, in about the same time. Limited per
 * IP (the route's rate limit) and per account (the throttle: a few misses, then a short, growing wait).
 */
export default async function loginRoute(app: FastifyInstance) {
  const throttle = createLoginThrottle();
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
    async (request, reply) => {
      const { email, password } = request.body;
      const account = canonicalEmail(email);
      // Checked before the database is asked, so a waiting account answers alike whether it exists or not.
      const verdict = throttle.attempt(account);
      if (!verdict.allowed) {
        const seconds = Math.ceil(verdict.retryAfterMs / 1000);
        reply.header("Retry-After", String(seconds));
        throw new AppError(429, "server.errors.loginThrottled", undefined, { seconds });
      }
      // No session yet, so no scope and no request.repos: the account found by its email decides the company.
      const user = await findUserByEmail(app.db, email);
      const matches = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
      if (!user || !matches) throw invalid("email", "auth.errors.invalidCredentials");
      throttle.succeeded(account);
      const accessToken = await issueToken(app.db, { userId: user.id, companyId: user.companyId, ttlHours: app.config.tokenTtlHours });
      return { access_token: accessToken };
    },
  );
}
