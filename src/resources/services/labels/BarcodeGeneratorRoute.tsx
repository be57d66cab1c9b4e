import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";

const BarcodeGeneratorPage = lazy(() => import("./BarcodeGeneratorPage"));

/** `barcode-generator/:id` behind the products' read access, its code (and bwip-js) loaded when opened. */
export const BarcodeGeneratorRoute = () => (
  <CanAccess resource="services" action="show" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <BarcodeGeneratorPage />
    </Suspense>
  </CanAccess>
);
