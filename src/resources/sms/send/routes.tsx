import { Route } from "react-router";
import { SmsSendRoute } from "./SmsSendRoute";

export { smsSendResource } from "./resource";

/** `/sms`, inside the signed-in routes. */
export const smsSendRoute = <Route path="/sms" element={<SmsSendRoute />} />;
