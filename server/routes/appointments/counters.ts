/**
 * The hairdresser list's six counters (spec §2 "Appointments"; `coiffeurAppointments` declares `list.counters`):
 * the appointments of today, tomorrow, this week (Monday to Sunday) and this month by their start day on the
 * company's clock, and the active and the passive ones. Over the list's scope (an operator's 'all' view too).
 */
import { addDays, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from "../../../src/domain/periods";
import type { Repositories } from "../../data";
import { companyToday } from "../accountings/day-guard";
import type { AppointmentResource } from "./kinds";

export const APPOINTMENT_COUNTERS = ["today", "tomorrow", "weekly", "monthly", "active", "passive"] as const;
export type AppointmentCounters = Record<(typeof APPOINTMENT_COUNTERS)[number], number>;

export async function appointmentCounters(repos: Repositories, resource: AppointmentResource, now = new Date()): Promise<AppointmentCounters> {
  const today = await companyToday(repos, now);
  const tomorrow = addDays(today, 1);
  const rows = repos.resource(resource);
  const days = (start: string, end: string) => rows.count({}, { start_date: { gte: start, lte: end } });
  // The status counts are kept per company as rows are written; the operators' 'all' view counts them.
  const byStatus = repos.scope.all
    ? Promise.all([rows.count({ status: "active" }), rows.count({ status: "passive" })])
    : rows.tallies([{ status: "active" }, { status: "passive" }]);
  const [todays, tomorrows, weekly, monthly, [active, passive]] = await Promise.all([
    days(today, today),
    days(tomorrow, tomorrow),
    days(startOfWeek(today), endOfWeek(today)),
    days(startOfMonth(today), endOfMonth(today)),
    byStatus,
  ]);
  return { today: todays, tomorrow: tomorrows, weekly, monthly, active, passive };
}
