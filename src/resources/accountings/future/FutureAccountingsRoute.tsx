import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";
import type { FutureType } from "./use-future-accountings";
import { withPageTexts } from "../../../i18n/page-texts";
import { ACCOUNTING_TEXTS } from "../texts";

const FutureAccountingsPage = lazy(() => withPageTexts(ACCOUNTING_TEXTS, import("./FutureAccountingsPage")));

const RESOURCE: Record<FutureType, string> = { credit: "future-credits", debt: "future-debts" };

/** `/accountings/credits` and `/accountings/debts` behind debts_credits_permission, their code loaded when opened. */
export const FutureAccountingsRoute = ({ type }: { type: FutureType }) => (
  <CanAccess resource={RESOURCE[type]} action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <FutureAccountingsPage key={type} type={type} />
    </Suspense>
  </CanAccess>
);
