import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Routes that save an email answer "already registered" for any account of any shop: each answer is an
 * enumeration probe. They get, per signed-in user and route, the budget a login gets per IP. Counted
 * after validation and the route's access guard, so only real checks spend it.
 */
export const emailCheckRateLimit = (app: FastifyInstance): RateLimitOptions => ({
  max: app.config.loginRateLimit,
  timeWindow: "1 minute",
  hook: "preHandler",
  keyGenerator: (request: FastifyRequest) => `user:${request.session?.userId ?? request.ip}`,
});
