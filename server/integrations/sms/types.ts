import type { SmsProviderName, TurkishMobile } from "../../../src/domain/turkish";
import type { SmsErrorCode } from "./errors";

export interface SmsMessage {
  /** The recipient as entered or stored; normalised to +905XXXXXXXXX before sending. */
  to: string;
  text: string;
}

export interface SmsRecipientResult {
  to: string;
  /** The normalised number, or null when `to` is not a Turkish mobile. */
  phone: TurkishMobile | null;
  status: "accepted" | "rejected";
  /** Parts of this recipient's text. */
  segments: number;
  /** Credits spent on this recipient: one per part when accepted, 0 when rejected. */
  credits: number;
  error?: { code: SmsErrorCode; messageKey: string; providerCode?: string };
}

export interface SmsSendResult {
  provider: SmsProviderName;
  recipients: SmsRecipientResult[];
  accepted: number;
  rejected: number;
  creditsUsed: number;
  /** The provider's job, order or track ids, for support requests. */
  references: string[];
}

export interface SmsBalance {
  provider: SmsProviderName;
  /** SMS credits left, when the provider reports them. */
  credits: number | null;
  /** Money balance in lira as a decimal string ("57.860"), when reported. */
  money: string | null;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** Throws SmsError when nothing could be sent; otherwise reports each recipient. */
  send(messages: SmsMessage[]): Promise<SmsSendResult>;
  balance(): Promise<SmsBalance>;
}
