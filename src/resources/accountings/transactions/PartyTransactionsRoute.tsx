import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";
import type { PartyKind } from "./party-kinds";
import { withPageTexts } from "../../../i18n/page-texts";
import { ACCOUNTING_TEXTS } from "../texts";

const PartyTransactionsPage = lazy(() => withPageTexts(ACCOUNTING_TEXTS, import("./PartyTransactionsPage")));

const RESOURCE: Record<PartyKind, string> = { client: "client-transactions", supplier: "supplier-transactions" };

/** `/cari-islemleri` and `/tedarikci-islemleri` behind the cash box's access (safe_permission), loaded when opened. */
export const PartyTransactionsRoute = ({ kind }: { kind: PartyKind }) => (
  <CanAccess resource={RESOURCE[kind]} action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <PartyTransactionsPage key={kind} kind={kind} />
    </Suspense>
  </CanAccess>
);
