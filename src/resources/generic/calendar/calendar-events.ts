import dayjs from "dayjs";
import type { BaseRecord } from "@refinedev/core";

/** One appointment as the calendar routes answer it (`GET /appointmentsCalendar`, `GET /coiffeurAppointments/calendar`). */
export interface CalendarRow extends BaseRecord {
  id: number;
  /** The client's full name; null when the client is gone ('Kullanıcı bulunamadı'). */
  title: string | null;
  client_id: number | null;
  employee_id: number | null;
  employee_name?: string | null;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  status: "active" | "passive" | "pending";
  source?: "shop" | "online";
  services?: number[];
  description?: string | null;
  contract_no?: string | null;
  send_sms?: boolean;
}

/** What react-big-calendar draws: the row on the shop's wall clock (its start and end day and time, as the shop typed them). */
export interface CalendarEvent {
  id: number;
  title: string;
  start: Date;
  end: Date;
  row: CalendarRow;
}

export type CalendarView = "month" | "week" | "day";

/**
 * The server's routes of a calendar resource, in one place: its events of a range, its reminder (spec §7
 * "Appointments"). A calendar resource not named here reads `GET /<resource>/calendar` and has no reminder.
 */
const CALENDAR_ROUTES: Readonly<Record<string, { events: string; reminder?: string }>> = {
  appointments: { events: "appointmentsCalendar", reminder: "appointment-reminder" },
  coiffeurAppointments: { events: "coiffeurAppointments/calendar", reminder: "coiffeur-appointment-reminder" },
};

export const calendarRoutes = (resource: string): { events: string; reminder?: string } => CALENDAR_ROUTES[resource] ?? { events: `${resource}/calendar` };

/** A day and an "HH:MM" time as the browser's Date of that wall-clock moment. */
export const wallClock = (date: string, time: string): Date => dayjs(`${date}T${time.slice(0, 5)}`).toDate();

/** A Date back to the fields the form and the server speak. */
export const fieldsOf = (start: Date, end: Date) => ({
  start_date: dayjs(start).format("YYYY-MM-DD"),
  start_time: dayjs(start).format("HH:mm"),
  end_date: dayjs(end).format("YYYY-MM-DD"),
  end_time: dayjs(end).format("HH:mm"),
});

export const toEvent = (row: CalendarRow, missingClient: string): CalendarEvent => ({
  id: row.id,
  title: row.title ?? missingClient,
  start: wallClock(row.start_date, row.start_time),
  end: wallClock(row.end_date, row.end_time),
  row,
});

/** The calendar routes answer an array, or the list envelope `{ data }`. */
export const rowsOf = (body: unknown): CalendarRow[] => {
  if (Array.isArray(body)) return body as CalendarRow[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as CalendarRow[]) : [];
};

/** Monday-based weekday index (Monday 0 … Sunday 6), whatever the locale. */
const mondayIndex = (day: dayjs.Dayjs): number => (day.day() + 6) % 7;

/** The days a view shows around `date` (YYYY-MM-DD), the weeks starting on Monday: what the events are asked for. */
export const visibleRange = (date: string, view: CalendarView): { start: string; end: string } => {
  const day = dayjs(date);
  if (view === "day") return { start: date, end: date };
  if (view === "week") {
    const monday = day.subtract(mondayIndex(day), "day");
    return { start: monday.format("YYYY-MM-DD"), end: monday.add(6, "day").format("YYYY-MM-DD") };
  }
  const first = day.startOf("month");
  const last = day.endOf("month");
  return {
    start: first.subtract(mondayIndex(first), "day").format("YYYY-MM-DD"),
    end: last.add(6 - mondayIndex(last), "day").format("YYYY-MM-DD"),
  };
};

/** The view's step for previous and next. */
export const stepped = (date: string, view: CalendarView, direction: 1 | -1): string =>
  dayjs(date).add(direction, view === "month" ? "month" : view === "week" ? "week" : "day").format("YYYY-MM-DD");

/** A day clicked in the month view: an appointment from 10:00 to 11:00 that day; a slot in the week or day view: its own times. */
export const slotValues = (start: Date, end: Date, view: CalendarView): Record<string, string> => {
  if (view === "month") {
    const date = dayjs(start).format("YYYY-MM-DD");
    return { start_date: date, start_time: "10:00", end_date: date, end_time: "11:00" };
  }
  return fieldsOf(start, end);
};
