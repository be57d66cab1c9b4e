import type { PermissionFlag } from "../../../domain/permissions";

/**
 * The 17 flags of spec §3 in the groups a shop owner thinks in. The last group's flags are product
 * options the operator turns on per company; a user can only have them where the company does.
 */
export const PERMISSION_GROUPS = [
  { key: "sales", flags: ["fastsale_permission", "offer_permission", "client_permission", "service_permission", "newservice_permission"] },
  { key: "appointments", flags: ["appointment_permission", "coiffeurappointment_permission", "tailor_permission"] },
  { key: "finance", flags: ["safe_permission", "debts_credits_permission", "salary_permission", "report_permission"] },
  { key: "general", flags: ["homepage_permission", "sms_permission", "definition_permission"] },
  { key: "products", flags: ["yearsize_permission", "productimage_permission"] },
] as const satisfies readonly { key: string; flags: readonly PermissionFlag[] }[];

export const COMPANY_GATED_FLAGS: readonly PermissionFlag[] = ["yearsize_permission", "productimage_permission"];

/** The flags the form offers: the company-gated ones only when the company has them. */
export const grantableFlags = (company: Record<string, unknown>): PermissionFlag[] =>
  PERMISSION_GROUPS.flatMap((group) => group.flags).filter((flag) => !COMPANY_GATED_FLAGS.includes(flag) || company[flag] === true);
