import type { FastifyInstance } from "fastify";
import activateAccountRoute from "./activate-account";
import changePasswordRoute from "./change-password";
import sendActivationCodeRoute from "./send-activation-code";
import updateCompanyRoute from "./update-company";
import updateUserRoute from "./update-user";

/** The settings page's own account routes under /api/profile. */
export default async function profileRoutes(app: FastifyInstance) {
  await app.register(updateCompanyRoute);
  await app.register(updateUserRoute);
  await app.register(changePasswordRoute);
  await app.register(sendActivationCodeRoute);
  await app.register(activateAccountRoute);
}
