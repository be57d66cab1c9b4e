/**
 * The two appointment calendars (issue 17) side by side: the fittings (`appointments`, the shop's "rehearsal" SMS
 * template and `rehearsal_perm`) and the hairdresser's (`coiffeurAppointments`, the "appointment" template and
 * `appointment_perm`), with the spec's addresses of each.
 */
import { appointments } from "../../../src/schemas/appointments.schema";
import { coiffeurAppointments } from "../../../src/schemas/coiffeurAppointments.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";

export type AppointmentResource = "appointments" | "coiffeurAppointments";

export interface AppointmentKind {
  resource: AppointmentResource;
  schema: ResourceSchema;
  /** The shop's SMS template and automatic switch of its reminders (`server/sms` AUTOMATIC_SMS_SWITCH). */
  smsKind: "rehearsal" | "appointment";
  /** The first part of its reminders' keys: `appointment:<id>:reminder`, `coiffeur:<id>:reminder`. */
  keyPrefix: "appointment" | "coiffeur";
  /** The spec's calendar (`GET`, `?start&end`) and reminder (`POST {id, text}`) addresses. */
  calendarUrl: string;
  reminderUrl: string;
}

export const APPOINTMENT_KINDS: Record<AppointmentResource, AppointmentKind> = {
  appointments: {
    resource: "appointments",
    schema: appointments as unknown as ResourceSchema,
    smsKind: "rehearsal",
    keyPrefix: "appointment",
    calendarUrl: "/appointmentsCalendar",
    reminderUrl: "/appointment-reminder",
  },
  coiffeurAppointments: {
    resource: "coiffeurAppointments",
    schema: coiffeurAppointments as unknown as ResourceSchema,
    smsKind: "appointment",
    keyPrefix: "coiffeur",
    calendarUrl: "/coiffeurAppointments/calendar",
    reminderUrl: "/coiffeur-appointment-reminder",
  },
};

/** An appointment's day as its SMS says it (`{tarih}`): 01.06.2027, as the shop's other messages write days. */
export const smsDate = (day: unknown): string =>
  (day instanceof Date ? day.toISOString() : String(day ?? "")).slice(0, 10).split("-").reverse().join(".");
