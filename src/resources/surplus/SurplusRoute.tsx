import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../generic/PageLoading";

const SurplusPage = lazy(() => import("./SurplusPage"));

/** `surplus-products` behind the products' access (service_permission), its code loaded when opened. */
export const SurplusRoute = () => (
  <CanAccess resource="surplus-products" action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <SurplusPage />
    </Suspense>
  </CanAccess>
);
