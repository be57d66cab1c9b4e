import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";
import { withPageTexts } from "../../../i18n/page-texts";
import { ACCOUNTING_TEXTS } from "../texts";

const CashPage = lazy(() => withPageTexts(ACCOUNTING_TEXTS, import("./CashPage")));
const PastCashPage = lazy(() => withPageTexts(ACCOUNTING_TEXTS, import("./PastCashPage")));

/** `/kasa` behind the cash box's access (safe_permission), its code loaded when opened. */
export const CashRoute = () => (
  <CanAccess resource="cash" action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <CashPage />
    </Suspense>
  </CanAccess>
);

/** `/gecmis-kasa/:type?` behind the same access; the page itself keeps `all` to operators. */
export const PastCashRoute = () => (
  <CanAccess resource="past-cash" action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <PastCashPage />
    </Suspense>
  </CanAccess>
);
