import type { PermissionFlag } from "../domain/permissions";

export const resource = { permission: "client_permission" satisfies PermissionFlag } as const;
