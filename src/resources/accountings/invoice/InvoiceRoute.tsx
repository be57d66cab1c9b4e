import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";
import { withPageTexts } from "../../../i18n/page-texts";
import { ACCOUNTING_TEXTS } from "../texts";

const InvoicePage = lazy(() => withPageTexts(ACCOUNTING_TEXTS, import("./InvoicePage")));

/** `/fatura/:id` behind the cash box's access (safe_permission), its code loaded when opened. */
export const InvoiceRoute = () => (
  <CanAccess resource="accounting-invoice" action="show" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <InvoicePage />
    </Suspense>
  </CanAccess>
);
