import { APPOINTMENT_REQUIRED, appointmentFields, appointmentList } from "./appointment-fields";
import { defineResource } from "./define-resource";

/**
 * A hairdresser's appointment (spec §2 "Appointments", `kuafor-randevular`, resource `coiffeurAppointments`): like
 * a fitting, in its own calendar (the day view first) with its own permission; the list has six counters.
 */
export const coiffeurAppointments = defineResource({
  $id: "coiffeurAppointments",
  type: "object",
  "x-resource": {
    routes: { list: "kuafor-randevular-liste/:type?", calendar: "kuafor-randevular" },
    permission: "coiffeurappointment_permission",
    tenant: "company",
    schedule: { per: "employee_id", view: "day" },
    list: { ...appointmentList, counters: ["today", "tomorrow", "weekly", "monthly", "active", "passive"] },
    // Spec §4: an appointment is created, edited, completed or deleted.
    delete: "any",
    audit: true,
    actions: {
      // 'Tamamlandı' (spec `POST coiffeur-appointment-set-passive/{id}`).
      complete: { when: "activeAppointment", alias: "coiffeur-appointment-set-passive/:id" },
    },
    menu: { order: 61, icon: "scissor" },
  },
  properties: appointmentFields,
  required: APPOINTMENT_REQUIRED,
  additionalProperties: false,
});
