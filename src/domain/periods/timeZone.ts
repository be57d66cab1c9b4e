import type { IsoDate } from "./plainDate";

/** The shop's default time zone; a company may set its own. */
export const DEFAULT_SHOP_TIME_ZONE = "Europe/Istanbul";

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date it is at `now` in the zone, independent of the machine's own TZ. */
export function localDateIn(now: Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): IsoDate {
  if (Number.isNaN(now.getTime())) throw new RangeError("now is an invalid Date");
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}
