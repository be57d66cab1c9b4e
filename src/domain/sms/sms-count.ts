import { countSegments, type SmsEncoding } from "./segments";

/** What the composer's line under the text says: "152 karakter · 2 SMS · 3 alıcı · 6 kredi". */
export interface SmsCount {
  /** Characters as a person counts them (a letter outside the BMP is one). */
  characters: number;
  segments: number;
  encoding: SmsEncoding;
  recipients: number;
  /** Credits the send takes: every recipient gets every segment. */
  credits: number;
}

/**
 * The figures of a composition, counted the way the server charges (`countSegments` with the Turkish shift table,
 * the operators' parts; credits = segments × recipients).
 */
export function smsCount(text: string, recipients: number): SmsCount {
  const { segments, encoding } = countSegments(text, { turkishShift: true });
  const count = Math.max(0, Math.floor(recipients));
  return { characters: Array.from(text).length, segments, encoding, recipients: count, credits: segments * count };
}
