import type { FastifyInstance } from "fastify";
import createUserRoute from "./create-user";
import deleteUserRoute from "./delete-user";
import readUsersRoutes from "./read-users";
import setPasswordRoute from "./set-password";
import updateUserRoute from "./update-user";

/** The company's users (settings → users), for the first user only, always within the caller's company. */
export default async function userRoutes(app: FastifyInstance) {
  await app.register(readUsersRoutes);
  await app.register(createUserRoute);
  await app.register(updateUserRoute);
  await app.register(setPasswordRoute);
  await app.register(deleteUserRoute);
}
