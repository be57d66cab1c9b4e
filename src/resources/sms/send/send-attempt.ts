import type { SendSmsAnswer, SendSmsBody } from "../../../domain/sms/api";

/** What the send button sends, but the request id. */
export type Composition = Omit<SendSmsBody, "request_id">;

export interface SendAttempt {
  /** The composition the id was made for. */
  key: string;
  request_id: string;
}

const keyOf = (composition: Composition): string => JSON.stringify(composition);

/**
 * The request id of a send (`POST /send-sms`): made once per attempt and kept while the same composition is sent again
 * (a retry after a lost answer is answered with the first result, nothing sent twice); another text, purpose or
 * recipient set is another send with a new id.
 */
export const attemptFor = (previous: SendAttempt | undefined, composition: Composition, newId: () => string): SendAttempt => {
  const key = keyOf(composition);
  return previous?.key === key ? previous : { key, request_id: newId() };
};

/** The answer's figures for the page's message: queued, credits and the skipped recipients by reason. */
export const answerFigures = (answer: SendSmsAnswer) => ({
  queued: answer.queued,
  credits: answer.credits,
  skipped: answer.skipped.no_consent + answer.skipped.no_phone,
  no_consent: answer.skipped.no_consent,
  no_phone: answer.skipped.no_phone,
});
