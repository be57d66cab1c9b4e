import { normalizeTurkishMobile, phoneForSmsProvider, type SmsProviderName, type TurkishMobile } from "../../../src/domain/turkish";
import { SmsError } from "./errors";
import { countSegments } from "./segments";
import type { SmsMessage, SmsRecipientResult, SmsSendResult } from "./types";

/** A message whose number is a Turkish mobile, ready for one provider. */
export interface PreparedRecipient {
  index: number;
  message: SmsMessage;
  phone: TurkishMobile;
  /** The number in the provider's own form. */
  providerPhone: string;
  segments: number;
}

export type IndexedResult = SmsRecipientResult & { index: number };

/**
 * Normalises every number, rejects the ones that are not Turkish mobiles (they are reported, not sent)
 * and refuses the whole batch when a text is empty or no number is usable.
 */
export function prepareRecipients(
  provider: SmsProviderName,
  messages: readonly SmsMessage[],
): { prepared: PreparedRecipient[]; invalid: IndexedResult[] } {
  if (messages.some((message) => message.text.trim() === "")) throw new SmsError("empty_message", { provider });
  const prepared: PreparedRecipient[] = [];
  const invalid: IndexedResult[] = [];
  messages.forEach((message, index) => {
    const segments = countSegments(message.text, { turkishShift: true }).segments;
    const phone = normalizeTurkishMobile(message.to);
    if (phone) prepared.push({ index, message, phone, providerPhone: phoneForSmsProvider(phone, provider), segments });
    else invalid.push(rejected({ index, message, phone: null, segments }, new SmsError("invalid_recipient", { provider })));
  });
  if (prepared.length === 0) throw new SmsError("no_valid_recipients", { provider });
  return { prepared, invalid };
}

/** Messages sharing one text, for providers that take one text and many numbers per request. */
export function groupByText(prepared: readonly PreparedRecipient[]): PreparedRecipient[][] {
  const groups = new Map<string, PreparedRecipient[]>();
  for (const recipient of prepared) {
    const group = groups.get(recipient.message.text) ?? [];
    group.push(recipient);
    groups.set(recipient.message.text, group);
  }
  return [...groups.values()];
}

export function accepted(recipient: PreparedRecipient): IndexedResult {
  return {
    index: recipient.index,
    to: recipient.message.to,
    phone: recipient.phone,
    status: "accepted",
    segments: recipient.segments,
    credits: recipient.segments,
  };
}

export function rejected(
  recipient: { index: number; message: SmsMessage; phone: TurkishMobile | null; segments: number },
  error: SmsError,
): IndexedResult {
  return {
    index: recipient.index,
    to: recipient.message.to,
    phone: recipient.phone,
    status: "rejected",
    segments: recipient.segments,
    credits: 0,
    error: { code: error.code, messageKey: error.messageKey, ...(error.providerCode ? { providerCode: error.providerCode } : {}) },
  };
}

/** Puts results back in input order; when nothing was accepted the batch failed and that is thrown. */
export function finishSend(
  provider: SmsProviderName,
  results: IndexedResult[],
  references: string[],
  firstError: SmsError | undefined,
): SmsSendResult {
  const recipients = [...results].sort((a, b) => a.index - b.index).map(({ index: _index, ...result }) => result);
  const acceptedCount = recipients.filter((r) => r.status === "accepted").length;
  if (acceptedCount === 0) throw firstError ?? new SmsError("no_valid_recipients", { provider });
  return {
    provider,
    recipients,
    accepted: acceptedCount,
    rejected: recipients.length - acceptedCount,
    creditsUsed: recipients.reduce((sum, r) => sum + r.credits, 0),
    references,
  };
}
