import { lazy, Suspense } from "react";
import { Route } from "react-router";
import { withPageTexts } from "../../../i18n/page-texts";
import { PageLoading } from "../../generic/PageLoading";
import { SMS_PAGE_TEXTS } from "../texts";
import { SMS_CREDITS_PATH } from "./resource";

export { smsCreditsResource } from "./resource";

const SmsCreditsPage = lazy(() => withPageTexts(SMS_PAGE_TEXTS, import("./SmsCreditsPage")));

/** `/sms-kredileri` inside the signed-in routes; the page loads with its texts when first opened. */
export const smsCreditsRoute = (
  <Route
    path={SMS_CREDITS_PATH}
    element={
      <Suspense fallback={<PageLoading />}>
        <SmsCreditsPage />
      </Suspense>
    }
  />
);
