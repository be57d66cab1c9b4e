import type { PermissionFlag } from "../../../src/domain/permissions";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { users } from "../../../src/schemas/users.schema";
import { bodySchema, idParamsSchema, listEnvelopeSchema, listQuerySchema, messageSchema, rowSchema, updateBodySchema, validationErrorSchema } from "../../engine/route-schemas";

/**
 * The users API's request and response schemas, derived from `src/schemas/users.schema.ts` as every resource's
 * are: a row never carries a write-only field, so neither passwords nor hashes can leak; the change's body has
 * no create-only field (the password).
 */
export const usersSchema: ResourceSchema = users;

export const userRowSchema = rowSchema(usersSchema);
export const userListSchema = listEnvelopeSchema(usersSchema);
export const userListQuery = listQuerySchema(usersSchema);
export const createUserBody = bodySchema(usersSchema);
export const updateUserBody = updateBodySchema(usersSchema);
export const setPasswordBody = users["x-resource"].actions.setPassword.body;

/** The canonical path id of every route (decimal digits only); the handler reads a number. */
export const userIdParams = idParamsSchema;
export type UserIdParams = { id: number };

export const errorResponses = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema, 429: messageSchema };

type Flags = Partial<Record<PermissionFlag, boolean>>;
export type UserListQuery = { page: number; perPage: number; keyword?: string; sort?: string; order?: "asc" | "desc"; scope?: "own" | "all" };
export type CreateUserBody = { name: string; email: string; phone: string; password: string; password_confirmation: string } & Flags;
export type UpdateUserBody = { name: string; email: string; phone: string; version?: number } & Flags;
export type SetPasswordBody = { password: string; password_confirmation: string };
