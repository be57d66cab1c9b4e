import type { AccessSubject, PermissionFlags, Role } from "../../src/domain/permissions";

/** Who is calling: set by the auth plugin on every non-public /api route, read by access checks and the data layer. */
export interface Session {
  tokenId: number;
  userId: number;
  /** The company the caller acts for: the tenant of every row they read or write. */
  companyId: number;
  roles: Role[];
  firstUser: boolean;
  permissions: PermissionFlags;
}

export const subjectOf = (session: Session): AccessSubject => ({
  roles: session.roles,
  first_user: session.firstUser,
  permissions: session.permissions,
});

declare module "fastify" {
  interface FastifyRequest {
    /** Null only on public routes. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** Route needs no token (login, register, docs, the SPA). */
    public?: boolean;
    /** Route serves anonymous callers and signed-in ones alike (a public create); a token sent must be valid. */
    optionalAuth?: boolean;
  }
}
