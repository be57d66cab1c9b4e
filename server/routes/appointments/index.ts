/**
 * The fitting and hairdresser appointments (issue 17; spec §2 "Appointments"): the engine's rows of `appointments`
 * and `coiffeurAppointments` (no overlap and their instants come from `x-resource.schedule`, server/schedule),
 * completed ('Tamamlandı', set passive) and, for an online booking, accepted into the calendar. Registered in
 * server/routes/resources/extensions.ts.
 */
import type { ResourceExtension } from "../../engine/crud-routes";

const setStatus = (resource: string, status: "active" | "passive") => async ({ row, repos }: Parameters<NonNullable<ResourceExtension["actions"]>[string]>[0]) => {
  await repos.resource(resource).update(row.id as number, { status });
};

export const appointmentsExtension: ResourceExtension = {
  actions: {
    complete: setStatus("appointments", "passive"),
    accept: setStatus("appointments", "active"),
  },
};

export const coiffeurAppointmentsExtension: ResourceExtension = {
  actions: {
    complete: setStatus("coiffeurAppointments", "passive"),
  },
};
