/**
 * The placeholders a ready-made SMS text may hold (`sms_templates.message`), filled per recipient when sent:
 * `{musteri}` the client's name, `{firma}` the shop's, `{tarih}` and `{saat}` a fitting's or appointment's day and
 * time, `{tutar}` an amount. The Turkish names are what shop owners type.
 */
export const SMS_PLACEHOLDERS = ["musteri", "firma", "tarih", "saat", "tutar"] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

const PATTERN = new RegExp(`\\{(${SMS_PLACEHOLDERS.join("|")})\\}`, "g");

/** The text with every known placeholder that has a value replaced; one without a value stays as typed. */
export function fillPlaceholders(text: string, values: Partial<Record<SmsPlaceholder, string>>): string {
  return text.replace(PATTERN, (typed, name: SmsPlaceholder) => values[name] ?? typed);
}
