import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { withPageTexts } from "../../../i18n/page-texts";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";

const EmployeeReportPage = lazy(() => withPageTexts(["employee_report"], import("./EmployeeReportPage")));

/** `/employee-reports/:type?` behind the employees' access (salary_permission), its code and texts loaded when opened. */
export const EmployeeReportRoute = () => (
  <CanAccess resource="employee-reports" action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <EmployeeReportPage />
    </Suspense>
  </CanAccess>
);
