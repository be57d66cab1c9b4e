import type { IsoDate } from "../../../src/domain/periods";

/** How far ahead of UTC the zone's clock is at `at`, in milliseconds (whole seconds). */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a calendar day begins on the zone's clock (the company's midnight), so a timestamp (`created_at`)
 * is counted on the shop's day, not the server's. Daylight saving moves the offset: it is read again at the result.
 */
export function startOfDayIn(day: IsoDate, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const first = utcMidnight - offsetAt(utcMidnight, timeZone);
  return new Date(utcMidnight - offsetAt(first, timeZone));
}
