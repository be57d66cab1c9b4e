import { CanAccess } from "@refinedev/core";
import { lazy, Suspense, type ReactNode } from "react";
import { Route } from "react-router";
import { withPageTexts } from "../../i18n/page-texts";
import { LazyForbiddenPage as ForbiddenPage } from "../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../generic/PageLoading";
import { PARTY_TEXTS } from "../parties/party-texts";

// Each its own chunk, with the detail pages' texts.
const ClientStatementPage = lazy(() => withPageTexts(PARTY_TEXTS, import("./statement/ClientStatementPage")));
const ClientProductsPage = lazy(() => withPageTexts(PARTY_TEXTS, import("./ClientProductsPage")));
const SupplierProductsPage = lazy(() => withPageTexts(PARTY_TEXTS, import("../suppliers/SupplierProductsPage")));

/** A page behind the access of the resource it shows, loaded when opened. */
const guarded = (resource: string, action: string, page: ReactNode) => (
  <CanAccess resource={resource} action={action} fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>{page}</Suspense>
  </CanAccess>
);

/**
 * The client and supplier detail pages' own routes (spec §1): `musteri-detay/:id` (the detailed report),
 * `musteri/:id/urunler` and `tedarikci/:id/urunler` (their products); the detail pages themselves are the
 * resources' custom pages (custom-pages.ts). A fragment placed inside the signed-in routes.
 */
export const partyDetailRoutes = (
  <>
    <Route path="/musteri-detay/:id" element={guarded("clients", "show", <ClientStatementPage />)} />
    <Route path="/musteri/:id/urunler" element={guarded("client_products", "list", <ClientProductsPage />)} />
    <Route path="/tedarikci/:id/urunler" element={guarded("supplier_products", "list", <SupplierProductsPage />)} />
  </>
);
