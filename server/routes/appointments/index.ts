/**
 * The fitting and hairdresser appointments (issue 17; spec §2 "Appointments"): the engine's rows of `appointments`
 * and `coiffeurAppointments` (no overlap and their instants come from `x-resource.schedule`, server/schedule),
 * completed ('Tamamlandı', set passive) and, for an online booking, accepted into the calendar; the hairdresser
 * list's six counters (./counters.ts), the calendars' and the spec's routes (./routes.ts) and the automatic SMS
 * reminder, kept in step with every write (./automatic-reminders.ts). Registered in
 * server/routes/resources/extensions.ts.
 */
import type { ActionContext } from "../../engine/action-routes";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { syncReminder } from "./automatic-reminders";
import { appointmentCounters } from "./counters";
import type { AppointmentResource } from "./kinds";
import { appointmentRoutes } from "./routes";

/** An action that sets the row's status ('Tamamlandı': passive; an online booking accepted: active), its reminder with it. */
const setStatus = (resource: AppointmentResource, status: "active" | "passive") => async ({ row, repos }: ActionContext) => {
  const id = row.id as number;
  const after = await repos.resource(resource).update(id, { status });
  await syncReminder(repos, resource, id, after && typeof after === "object" ? after : undefined);
};

/** After a generic create, change or delete (same unit of work): the reminder queued, moved or cancelled. */
const reminderAfterWrite = (resource: AppointmentResource) => async (context: WriteContext) => {
  if (!["create", "update", "delete"].includes(context.action)) return;
  const id = (context.after?.id ?? context.before?.id) as number | undefined;
  if (id === undefined) return;
  await syncReminder(context.repos, resource, id, context.action === "delete" ? undefined : context.after);
};

export const appointmentsExtension: ResourceExtension = {
  afterWrite: reminderAfterWrite("appointments"),
  actions: {
    complete: setStatus("appointments", "passive"),
    accept: setStatus("appointments", "active"),
  },
  routes: appointmentRoutes("appointments"),
};

export const coiffeurAppointmentsExtension: ResourceExtension = {
  counters: (repos) => appointmentCounters(repos, "coiffeurAppointments"),
  afterWrite: reminderAfterWrite("coiffeurAppointments"),
  actions: {
    complete: setStatus("coiffeurAppointments", "passive"),
  },
  routes: appointmentRoutes("coiffeurAppointments"),
};
