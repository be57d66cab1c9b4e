import type { ResourceProps } from "@refinedev/core";

/**
 * 'Çalışan Raporu' (`/employee-reports/:type?`) in the menu beside the employees (order 50), behind their flag
 * (salary_permission): a report, no schema of its own.
 */
export const employeeReportResource: ResourceProps = {
  name: "employee-reports",
  list: "/employee-reports",
  meta: { label: "employees.report", order: 51, icon: "solution", menu: true, permission: "salary_permission" },
};
