import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";

const GeneralExpensesPage = lazy(() => import("./GeneralExpensesPage"));

/** `/genel-giderler` behind the cash box's access (safe_permission), its code loaded when opened. */
export const GeneralExpensesRoute = () => (
  <CanAccess resource="general-expenses" action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <GeneralExpensesPage />
    </Suspense>
  </CanAccess>
);
