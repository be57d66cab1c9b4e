import { APPOINTMENT_REQUIRED, appointmentFields, appointmentList } from "./appointment-fields";
import { defineResource } from "./define-resource";

/**
 * A fitting (prova) in the shop's calendar (spec §2 "Appointments", `randevular`): a client, maybe an employee and
 * services, from a start to an end. Two of one employee (or, without one, two without one) never overlap
 * (`schedule`). Completed by setting it passive (`appointment-set-passive`); the client may be reminded by SMS.
 */
export const appointments = defineResource({
  $id: "appointments",
  type: "object",
  "x-resource": {
    routes: { list: "randevular-liste/:type?", calendar: "randevular" },
    permission: "appointment_permission",
    tenant: "company",
    schedule: { per: "employee_id" },
    list: appointmentList,
    // Spec §4: an appointment is created, edited, completed or deleted.
    delete: "any",
    audit: true,
    actions: {
      // 'Tamamlandı' (spec `POST appointment-set-passive/{id}`).
      complete: { when: "activeAppointment", alias: "appointment-set-passive/:id" },
      // An online booking taken into the calendar.
      accept: { when: "pendingAppointment" },
    },
    menu: { order: 60, icon: "calendar" },
  },
  properties: appointmentFields,
  required: APPOINTMENT_REQUIRED,
  additionalProperties: false,
});
