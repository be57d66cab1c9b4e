import type { FastifyInstance } from "fastify";
import authRoutes from "./auth";
import categoryRoutes from "./categories";
import cityRoutes from "./cities";
import notificationRoutes from "./notifications";
import profileRoutes from "./profile";
import resourceRoutes, { type ResourceRoutesOptions } from "./resources";
import uploadRoutes from "./uploads";
import userRoutes from "./users";

/** Every /api route. Custom modules register before the generic resources so their paths win. */
export default async function routes(app: FastifyInstance, options: ResourceRoutesOptions) {
  await app.register(authRoutes);
  await app.register(cityRoutes);
  await app.register(notificationRoutes);
  await app.register(profileRoutes);
  await app.register(uploadRoutes);
  await app.register(userRoutes);
  await app.register(categoryRoutes);
  await app.register(resourceRoutes, { extensions: options.extensions });
}
