import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";

const InvoicePage = lazy(() => import("./InvoicePage"));

/** `/fatura/:id` behind the cash box's access (safe_permission), its code loaded when opened. */
export const InvoiceRoute = () => (
  <CanAccess resource="accounting-invoice" action="show" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <InvoicePage />
    </Suspense>
  </CanAccess>
);
