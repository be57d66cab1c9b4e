import { describe, expect, it } from "vitest";
import { answerFigures, attemptFor, type Composition } from "./send-attempt";

const composition: Composition = { message: "Merhaba", purpose: "service", recipients: { client_ids: [1, 2, 3] } };
let counter = 0;
const newId = () => `id-${++counter}`;

describe("a send attempt's request id", () => {
  it("is kept while the same composition is sent again, and new for another one", () => {
    const first = attemptFor(undefined, composition, newId);
    expect(attemptFor(first, { ...composition }, newId)).toBe(first);
    const other = attemptFor(first, { ...composition, message: "Merhaba!" }, newId);
    expect(other.request_id).not.toBe(first.request_id);
    expect(attemptFor(other, { ...composition, message: "Merhaba!", recipients: { all: true, filters: { type: "person" } } }, newId).request_id).not.toBe(
      other.request_id,
    );
  });

  it("reads the answer's figures", () => {
    const balance = { account: "platform" as const, provider: null, credits: 4, money: null, pending: 6, sent: 0 };
    expect(answerFigures({ queued: 3, credits: 6, skipped: { no_consent: 1, no_phone: 2 }, message_ids: [1, 2, 3], balance })).toEqual({
      queued: 3,
      credits: 6,
      skipped: 3,
      no_consent: 1,
      no_phone: 2,
    });
  });
});
