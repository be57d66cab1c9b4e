import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";
import { withPageTexts } from "../../../i18n/page-texts";
import { ACCOUNTING_TEXTS } from "../texts";

const AccountingPage = lazy(() => withPageTexts(ACCOUNTING_TEXTS, import("./AccountingPage")));

/** `/odeme-al` behind the cash box's access (safe_permission), its code loaded when opened. */
export const AccountingPageRoute = () => (
  <CanAccess resource="accounting-page" action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <AccountingPage />
    </Suspense>
  </CanAccess>
);
