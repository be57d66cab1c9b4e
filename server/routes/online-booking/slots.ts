import { addDays, wallClockInstant, type IsoDate } from "../../../src/domain/periods";
import { WEEKDAYS } from "../../../src/schemas/appointment_settings.schema";

/** The shop's booking hours as the page offers them (the settings' columns, their declared defaults where empty). */
export interface BookingHours {
  open_days: string[];
  opening_time: string;
  closing_time: string;
  slot_minutes: number;
  buffer_minutes: number;
  days_ahead: number;
}

export interface Slot {
  start_date: IsoDate;
  start_time: string;
  end_time: string;
}

/** A busy span of the shop's calendar (an appointment's instants). */
export interface Busy {
  startsAt: Date;
  endsAt: Date;
}

const DEFAULTS: BookingHours = { open_days: ["mon", "tue", "wed", "thu", "fri", "sat"], opening_time: "10:00", closing_time: "19:00", slot_minutes: 60, buffer_minutes: 15, days_ahead: 60 };

export function hoursOf(settings: Record<string, unknown>): BookingHours {
  const pick = <K extends keyof BookingHours>(key: K): BookingHours[K] => (settings[key] === null || settings[key] === undefined ? DEFAULTS[key] : (settings[key] as BookingHours[K]));
  return {
    open_days: Array.isArray(settings.open_days) ? (settings.open_days as string[]) : DEFAULTS.open_days,
    opening_time: String(pick("opening_time")).slice(0, 5),
    closing_time: String(pick("closing_time")).slice(0, 5),
    slot_minutes: Number(pick("slot_minutes")),
    buffer_minutes: Number(pick("buffer_minutes")),
    days_ahead: Number(pick("days_ahead")),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The weekday of a calendar day as the settings name it (mon … sun). */
export function weekdayOf(date: IsoDate): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7];
}

/** Every slot of one day by the hours alone: from opening, each `slot_minutes` long, `buffer_minutes` apart, ending by closing. */
export function slotsOfDay(hours: BookingHours, date: IsoDate): Slot[] {
  if (!hours.open_days.includes(weekdayOf(date))) return [];
  const close = minutesOf(hours.closing_time);
  const slots: Slot[] = [];
  const step = hours.slot_minutes + hours.buffer_minutes;
  if (hours.slot_minutes <= 0 || step <= 0) return slots;
  for (let start = minutesOf(hours.opening_time); start + hours.slot_minutes <= close; start += step) {
    slots.push({ start_date: date, start_time: timeOf(start), end_time: timeOf(start + hours.slot_minutes) });
  }
  return slots;
}

/** The span of a slot on the shop's clock. */
export function spanOf(slot: Slot, timeZone: string): Busy {
  return { startsAt: wallClockInstant(slot.start_date, slot.start_time, timeZone), endsAt: wallClockInstant(slot.start_date, slot.end_time, timeZone) };
}

/** The slots of the days `from` … `from + days - 1` that have not begun by `now` and overlap no busy span. */
export function freeSlots(hours: BookingHours, from: IsoDate, days: number, busy: readonly Busy[], now: Date, timeZone: string): Slot[] {
  const free: Slot[] = [];
  for (let i = 0; i < days; i++) {
    for (const slot of slotsOfDay(hours, addDays(from, i))) {
      const span = spanOf(slot, timeZone);
      if (span.startsAt.getTime() <= now.getTime()) continue;
      if (busy.some((b) => b.startsAt.getTime() < span.endsAt.getTime() && b.endsAt.getTime() > span.startsAt.getTime())) continue;
      free.push(slot);
    }
  }
  return free;
}
