import { lazy } from "react";
import { Route } from "react-router";
import { withPageTexts } from "../../../i18n/page-texts";
import { SMS_PAGE_TEXTS } from "../texts";
import { SMS_CREDITS_PATH } from "./resource";

export { smsCreditsResource } from "./resource";

// Its own chunk with its texts; while it loads, the signed-in routes' Suspense shows the page spinner.
const SmsCreditsPage = lazy(() => withPageTexts(SMS_PAGE_TEXTS, import("./SmsCreditsPage")));

/** `/sms-kredileri` inside the signed-in routes. */
export const smsCreditsRoute = <Route path={SMS_CREDITS_PATH} element={<SmsCreditsPage />} />;
