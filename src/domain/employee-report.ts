/**
 * What the employee report shows (spec §2 "Employee report"), answered by the server and read by its page: what an
 * employee earned, was off and was paid in a period; money as decimal text, days as a whole number.
 */
export interface EmployeeFigures {
  sale_income: string;
  rent_income: string;
  commission: string;
  leave_days: number;
  advances: string;
  salaries: string;
}

/** One line of the report's table: an employee with their figures. */
export interface EmployeeReportRow extends EmployeeFigures {
  employee_id: number;
  full_name: string;
  is_sale: boolean;
}
