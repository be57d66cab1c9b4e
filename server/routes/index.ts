import type { FastifyInstance } from "fastify";
import authRoutes from "./auth";
import cityRoutes from "./cities";
import publicContractRoutes from "./contracts";
import profileRoutes from "./profile";
import resourceRoutes, { type ResourceRoutesOptions } from "./resources";
import onlineBookingRoutes from "./online-booking";
import { publicBrideRoutes } from "./client-links";
import companyGroupRoutes from "./transfers/company-group";
import uploadRoutes from "./uploads";

/** Every /api route. Custom modules register before the generic resources so their paths win; a resource's own custom routes come with it (`extension.routes`). */
export default async function routes(app: FastifyInstance, options: ResourceRoutesOptions) {
  await app.register(authRoutes);
  await app.register(cityRoutes);
  await app.register(profileRoutes);
  await app.register(uploadRoutes);
  // The contract print page's public read, by token (server/routes/contracts).
  await app.register(publicContractRoutes);
  // The brides' online booking page's public API, by the shop's page address (server/routes/online-booking).
  await app.register(onlineBookingRoutes);
  // The bride's read-only page, by her link's token (server/routes/client-links).
  await app.register(publicBrideRoutes);
  await app.register(companyGroupRoutes);
  await app.register(resourceRoutes, { extensions: options.extensions, schemas: options.schemas });
}
