import type { SmsStatus } from "../../../schemas/sms_messages.schema";

/** The history shows at most this much of a message (spec §9); the whole text on hover and when expanded. */
export const MESSAGE_PREVIEW_LIMIT = 135;

/** Each status's tag colour: on its way blue, sent green, failed red, unknown orange. */
export const STATUS_COLORS: Record<SmsStatus, string> = {
  queued: "default",
  sending: "processing",
  sent: "success",
  failed: "error",
  unknown: "warning",
};
