import { defineResource } from "./define-resource";

/** Spec §9: leave is one day unless chosen; a year at most in one grant. */
export const LEAVE_DAYS = { min: 1, max: 365, default: 1 } as const;

/**
 * An employee's leave (spec §3 "leave", §7 `permits/{id}`): from `start_at`, `daycount` days, so it ends on
 * `finish_at` (set by the server: start + days − 1). Two leaves of one employee never overlap.
 */
export const permits = defineResource({
  $id: "permits",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "salary_permission",
    tenant: "company",
    parent: { resource: "employees", field: "employee_id", path: "permits" },
    list: {
      columns: ["employee_id", "start_at", "finish_at", "daycount"],
      filters: ["employee_id", "start_at", "finish_at"],
      perPage: 15,
      defaultSort: { field: "start_at", order: "desc" },
    },
    delete: "any",
    audit: true,
    menu: false,
  },
  properties: {
    employee_id: { type: "integer", "x-ref": "employees" },
    start_at: { type: "string", format: "date" },
    daycount: { type: "integer", minimum: LEAVE_DAYS.min, maximum: LEAVE_DAYS.max, default: LEAVE_DAYS.default },
    finish_at: { type: "string", format: "date", readOnly: true },
    description: { type: "string", maxLength: 500 },
  },
  required: ["employee_id", "start_at", "daycount"],
  additionalProperties: false,
});
