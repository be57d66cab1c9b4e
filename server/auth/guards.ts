import type { FastifyRequest } from "fastify";
import { hasFlag, type PermissionFlag, type Role } from "../../src/domain/permissions";
import { forbidden, unauthorized } from "../errors";
import { subjectOf, type Session } from "./session";

/** The caller's session; a route reached without one (a wiring mistake) answers 401, never grants access. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** preHandler: the caller must hold at least one of `roles`, else 403. */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHook(request: FastifyRequest): Promise<void> {
    const session = sessionOf(request);
    if (!roles.some((role) => session.roles.includes(role))) throw forbidden();
  };
}

/** preHandler: the caller's permission flag must be on, else 403. */
export function requireFlag(flag: PermissionFlag) {
  return async function requireFlagHook(request: FastifyRequest): Promise<void> {
    if (!hasFlag(subjectOf(sessionOf(request)), flag)) throw forbidden();
  };
}

/** preHandler: only the company's first user (the account owner), else 403. */
export async function requireFirstUser(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).firstUser) throw forbidden();
}
