import { TextDisplay } from "../text/TextDisplay";
import { lazyPart } from "../lazy-part";
import type { WidgetDefinition } from "../types";

export { SmsComposeContext, type SmsCompose } from "./context";

/**
 * `x-ui.widget: "sms-text"`: an SMS text with its live figures (characters, segments, encoding, credits for the
 * recipients), the shop's ready-made messages to start from and, for one recipient with a mobile, the same text on
 * WhatsApp. Its own chunk, fetched with the first SMS form.
 */
export const smsTextWidget: WidgetDefinition = {
  Input: lazyPart(() => import("./SmsTextInput")),
  Display: TextDisplay,
};
