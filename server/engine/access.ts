import { hasFlag, isOperator } from "../../src/domain/permissions";
import type { ResourceSchema } from "../../src/schemas/resource";
import { subjectOf, type Session } from "../auth/session";
import { forbidden } from "../errors";
import type { TenantScope } from "../data";

export type ResourceAction = "read" | "write" | "delete";

export { sessionOf } from "../auth/guards";

/** The company's first user where the resource is theirs alone, then its permission flag, write roles and delete rule (spec §6). */
export function assertResourceAccess(session: Session, schema: ResourceSchema, action: ResourceAction): void {
  const meta = schema["x-resource"];
  if (meta.firstUserOnly && !session.firstUser) throw forbidden();
  if (action === "read" && meta.openReads) return;
  if (!hasFlag(subjectOf(session), meta.permission)) throw forbidden();
  if (action === "read") return;
  if (meta.writeRoles && !meta.writeRoles.some((role) => session.roles.includes(role))) throw forbidden();
  if (action === "delete") {
    const rule = meta.delete ?? "any";
    if (rule === "none" || (rule === "first_user" && !session.firstUser)) throw forbidden();
  }
}

/** Own company, or — for superadmin and admin only — the 'all' view with an optional dealer. */
export function readScope(session: Session, query: { scope?: "own" | "all"; company_id?: number }): TenantScope {
  const wantsAll = query.scope === "all" || query.company_id !== undefined;
  if (!wantsAll) return ownScope(session);
  if (!isOperator(session)) throw forbidden();
  return { ...ownScope(session), all: { dealerId: query.company_id ?? null } };
}

export const ownScope = (session: Session): TenantScope => ({ companyId: session.companyId, actorId: session.userId });
