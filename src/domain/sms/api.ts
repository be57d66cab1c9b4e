import type { SmsProviderName } from "../turkish/smsProviders";

/**
 * What the SMS module's routes answer (server/routes/sms), read by the SMS screens: one place, so neither side
 * guesses the other's shape.
 */

/** `GET /api/get-sms-total` (also `balance` of `GET /api/sms-management`): what the shop can still send. */
export interface SmsBalanceAnswer {
  /** platform: credits counted by us; own: the shop's gateway's own figures. */
  account: "platform" | "own";
  provider: SmsProviderName | null;
  /** Credits left; null when the shop's gateway reports only money or could not be reached. */
  credits: number | null;
  /** The gateway's money balance in lira ("57.86"), when it reports one. */
  money: string | null;
  /** Credits held by messages still queued or being sent (already taken from `credits` on the platform account). */
  pending: number;
  /** Messages sent so far (status sent), all time. */
  sent: number;
  /** The shop's gateway could not be asked (own account): an i18n key to show beside the figures. */
  error?: string;
}

/** `POST /api/send-sms`. */
export interface SendSmsBody {
  message: string;
  purpose: "service" | "campaign";
  /** Chosen clients, or every client matching `filters` (all clients without filters). */
  recipients: { client_ids: number[] } | { all: true; filters?: { category_id?: number; type?: "person" | "business"; keyword?: string } };
  /** Made once per send by the form: the same request sent again answers the first result and sends nothing more. */
  request_id: string;
}

/** The answer of `send-sms`, `send-sms-to-client/:id` and the settings' test. */
export interface SendSmsAnswer {
  /** Messages queued (one per recipient). */
  queued: number;
  /** Recipients left out, by reason: no consent for a campaign, no mobile number. */
  skipped: { no_consent: number; no_phone: number };
  /** Credits these messages need (segments per recipient, summed). */
  credits: number;
  /** The queued messages' ids (`sms_messages`). */
  message_ids: number[];
  balance: SmsBalanceAnswer;
}

/** `GET /api/sms-management`: what the send page needs in one call. */
export interface SmsManagementAnswer {
  templates: { id: number; title: string; message: string; kind: string; purpose: "service" | "campaign" }[];
  balance: SmsBalanceAnswer;
  /** The settings allow sending: the platform account exists, or the shop's gateway has its title and credentials. */
  ready: boolean;
  /** Why not ready: an i18n key. */
  notReadyReason?: string;
  /** The shop's name, the `{firma}` placeholder's value. */
  company: string;
}

/**
 * A refused send (409 `smsBalance`): not enough credits for every recipient. `message` says both figures in the
 * caller's language: 'Yetersiz SMS kredisi: 6 kredi gerekiyor, 4 kredi var.'
 */
export interface SmsBalanceRefusal {
  message: string;
  code: "smsBalance";
  needed: number;
  available: number;
}
