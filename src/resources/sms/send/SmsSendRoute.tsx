import { CanAccess } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { withPageTexts } from "../../../i18n/page-texts";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { PageLoading } from "../../generic/PageLoading";

const SmsSendPage = lazy(() => withPageTexts(["sms_send"], import("./SmsSendPage")));

/** `/sms` behind `sms_permission`, its code and texts loaded when opened. */
export const SmsSendRoute = () => (
  <CanAccess resource="sms-send" action="list" fallback={<ForbiddenPage />}>
    <Suspense fallback={<PageLoading />}>
      <SmsSendPage />
    </Suspense>
  </CanAccess>
);
