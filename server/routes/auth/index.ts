import type { FastifyInstance } from "fastify";
import loginRoute from "./login";
import logoutRoute from "./logout";
import registerRoute from "./register";
import currentUserRoute from "./user";

/** Sign-in, registration, the current user and sign-out, under /api. */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(loginRoute);
  await app.register(registerRoute);
  await app.register(currentUserRoute);
  await app.register(logoutRoute);
}
