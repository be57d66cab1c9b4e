/** The employee screens' own texts (`locales/<language>/pages/employees_page.json`), loaded with the page. */
export const EMPLOYEE_TEXTS = ["employees_page"] as const;

/** An employee as the list answers it: what the row actions read. */
export interface EmployeeRow {
  id: number | string;
  full_name?: string;
  commission?: number;
  remeaning_payment?: string;
  [field: string]: unknown;
}
