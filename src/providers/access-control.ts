import type { AccessControlProvider, CanReturnType, IResourceItem } from "@refinedev/core";
import { hasFlag, type AccessSubject, type PermissionFlag, type Role } from "../domain/permissions";
import type { Session } from "./session";

/** What a resource's `meta` says about access (set from the schema's `x-resource`). */
export interface AccessMeta {
  permission?: PermissionFlag;
  writeRoles?: readonly Role[];
  /** Only the company's first user may read or write it (the shop's users). */
  firstUserOnly?: boolean;
}

const WRITE_ACTIONS = new Set(["create", "edit", "delete", "clone"]);

/**
 * One decision for routes, buttons and the sidebar: a resource of the first user's is theirs alone; the
 * resource's flag opens it; writing also needs one of `writeRoles` when the resource declares them. Nobody
 * signed in may do nothing.
 */
export const decideAccess = (subject: AccessSubject | null, meta: AccessMeta | undefined, action: string): CanReturnType => {
  if (!subject) return { can: false, reason: "unauthenticated" };
  if (meta?.firstUserOnly && !subject.first_user) return { can: false, reason: "first_user" };
  if (!hasFlag(subject, meta?.permission)) return { can: false, reason: "permission" };
  const writeRoles = meta?.writeRoles;
  if (WRITE_ACTIONS.has(action) && writeRoles && !writeRoles.some((role) => subject.roles.includes(role))) {
    return { can: false, reason: "role" };
  }
  return { can: true };
};

interface AccessControlOptions {
  session: Session;
  /** Refine's resource list, for calls that name a resource without passing its item. */
  resources: readonly IResourceItem[];
}

export const createAccessControlProvider = ({ session, resources }: AccessControlOptions): AccessControlProvider => ({
  can: async ({ resource, action, params }) => {
    const item = resources.find((candidate) => candidate.name === resource) ?? params?.resource;
    const subject = await session.identity().catch(() => null);
    return decideAccess(subject, item?.meta as AccessMeta | undefined, action);
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
});
