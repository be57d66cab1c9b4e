/**
 * Calendar dates as ISO strings ("YYYY-MM-DD") with no time and no zone. All arithmetic runs on UTC
 * midnights, so neither the machine's TZ nor daylight saving can shift a day.
 */
export type IsoDate = string;

/** An inclusive range of calendar days. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function assertIsoDate(value: unknown): asserts value is IsoDate {
  if (!isIsoDate(value)) throw new RangeError(`not a calendar date YYYY-MM-DD: ${String(value)}`);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Adds calendar months; a day the target month lacks becomes its last day (Jan 31 + 1 → Feb 28/29). */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** Monday of the week holding the date (weeks start on Monday). */
export function startOfWeek(date: IsoDate): IsoDate {
  const weekday = new Date(toUtcMs(date)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function endOfWeek(date: IsoDate): IsoDate {
  return addDays(startOfWeek(date), 6);
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = partsOf(date);
  return format(year, month, 1);
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = partsOf(date);
  return format(year, month, daysInMonth(year, month));
}

export function isWithin(date: IsoDate, range: DateRange): boolean {
  assertIsoDate(date);
  return date >= range.start && date <= range.end;
}

function partsOf(date: IsoDate): { year: number; month: number; day: number } {
  assertIsoDate(date);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

function toUtcMs(date: IsoDate): number {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): IsoDate {
  const d = new Date(ms);
  return format(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

function format(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
