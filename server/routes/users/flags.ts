import { PERMISSION_FLAGS, type PermissionFlag } from "../../../src/domain/permissions";

/** The permission flags present in a request body. */
export function flagsIn(body: Partial<Record<PermissionFlag, boolean>>): Partial<Record<PermissionFlag, boolean>> {
  return Object.fromEntries(PERMISSION_FLAGS.filter((flag) => body[flag] !== undefined).map((flag) => [flag, body[flag]]));
}
