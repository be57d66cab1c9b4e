import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ResourceExtension } from "../../engine/crud-routes";
import createUserRoute from "./create-user";
import deleteUserRoute from "./delete-user";
import readUsersRoutes from "./read-users";
import setPasswordRoute from "./set-password";
import updateUserRoute from "./update-user";

/** A valid user form for the suites' calls (every email is new: emails are unique across companies). */
const sampleUser = () => ({ name: "Örnek Personel", email: `ornek-${randomBytes(4).toString("hex")}@example.com`, phone: "05321234567" });

/**
 * The users resource's routes (`storage: "custom"`: the rows live in the core users table with their
 * password hashes). Registered by the resource registration, which puts the resource's access in front of
 * each (`firstUserOnly`: the company's first user) and lets the suites over every resource check them.
 */
export const usersExtension: ResourceExtension = {
  routes: {
    declared: [
      { method: "GET", url: "/users", access: "read" },
      { method: "GET", url: "/users/:id", access: "read" },
      { method: "POST", url: "/users", access: "write", sampleBody: () => ({ ...sampleUser(), password: "yeni-Parola-9", password_confirmation: "yeni-Parola-9" }) },
      { method: "PUT", url: "/users/:id", access: "write", sampleBody: sampleUser },
      { method: "PUT", url: "/users/change-password/:id", access: "write", sampleBody: () => ({ password: "yeni-Parola-9", password_confirmation: "yeni-Parola-9" }) },
      { method: "DELETE", url: "/users/:id", access: "write" },
    ],
    async register(app: FastifyInstance) {
      await app.register(readUsersRoutes);
      await app.register(createUserRoute);
      await app.register(updateUserRoute);
      await app.register(setPasswordRoute);
      await app.register(deleteUserRoute);
    },
  },
};
