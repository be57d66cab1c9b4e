import { Route } from "react-router";
import { EmployeeReportRoute } from "./EmployeeReportRoute";

export { employeeReportResource } from "./resource";

/** `/employee-reports/:type?` (`yearly` or a month 1–12; this month without one), inside the signed-in routes. */
export const employeeReportRoute = <Route path="/employee-reports/:type?" element={<EmployeeReportRoute />} />;
