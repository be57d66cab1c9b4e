/** The 17 permission flags of the user entity (spec §3). A flag of 1 opens the matching screens. */
export const PERMISSION_FLAGS = [
  "homepage_permission",
  "offer_permission",
  "salary_permission",
  "safe_permission",
  "report_permission",
  "service_permission",
  "newservice_permission",
  "fastsale_permission",
  "client_permission",
  "appointment_permission",
  "coiffeurappointment_permission",
  "sms_permission",
  "definition_permission",
  "tailor_permission",
  "debts_credits_permission",
  "yearsize_permission",
  "productimage_permission",
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

export const ROLES = ["superadmin", "admin", "user"] as const;
export type Role = (typeof ROLES)[number];

/** What access decisions need to know about the signed-in user; the same shape on both sides. */
export interface AccessSubject {
  roles: readonly Role[];
  first_user: boolean;
  permissions: PermissionFlags;
}

export const isOperator = (subject: Pick<AccessSubject, "roles">): boolean =>
  subject.roles.includes("superadmin") || subject.roles.includes("admin");

export const hasFlag = (subject: AccessSubject, flag: PermissionFlag | undefined): boolean =>
  flag === undefined || subject.permissions[flag] === true;

export const allFlags = (value: boolean): PermissionFlags =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, value])) as PermissionFlags;
