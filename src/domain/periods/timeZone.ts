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

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock day and time ("HH:MM") of the zone stand for (an appointment at 10:00 in Istanbul is
 * 07:00Z). A time the clock skips when it springs forward is read with the offset before the jump; a time it passes
 * twice in autumn is the first of the two.
 */
export function wallClockInstant(date: IsoDate, time: string, timeZone: string = DEFAULT_SHOP_TIME_ZONE): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets in force half a day before and after: the wall-clock time reads with one of them (or, in the
  // skipped hour, with neither: then with the one before the jump).
  const before = offsetAt(asUtc - 43_200_000, timeZone);
  const after = offsetAt(asUtc + 43_200_000, timeZone);
  const readings = [...new Set([before, after])].map((offset) => asUtc - offset).filter((instant) => asUtc - instant === offsetAt(instant, timeZone));
  return new Date(readings.length ? Math.min(...readings) : asUtc - before);
}
