import type { ResourceExtension } from "../../engine/crud-routes";
import { smsSendRoutes } from "./send";

export { smsMessagesExtension, smsListRoutes, SMS_LIST_PER_PAGE } from "./messages";
export { sendSmsToClient, smsSendRoutes } from "./send";

/** The shop's ready-made messages, and the send page's routes beside them (`sms-management`, `send-sms`). */
export const smsTemplatesExtension: ResourceExtension = { routes: smsSendRoutes };
