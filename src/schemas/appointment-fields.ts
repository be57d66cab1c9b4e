/**
 * The fields and list of an appointment (spec §3 "appointment", §4/§5 "Appointment"), shared by the fitting calendar
 * (`appointments`) and the hairdresser's (`coiffeurAppointments`). Its times are the shop's wall clock: a start and an
 * end day and time (end after start); the server keeps the instants too (`starts_at`, `ends_at`, in the shop's time
 * zone), which `x-resource.schedule` reads for clashes and the reminder for its moment.
 */
export const APPOINTMENT_STATUSES = ["active", "passive", "pending"] as const;

/** A time of day, "HH:MM" on the 24-hour clock. */
const TIME_OF_DAY = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

export const appointmentFields = {
  // Spec: "Kullanıcı bulunamadı" when the client is gone; a bride, not a tailor or a cleaner.
  client_id: { type: "integer", "x-ref": "clients", "x-ref-filter": { role: "client" } },
  employee_id: { type: "integer", "x-ref": "employees" },
  services: { type: "array", maxItems: 20, uniqueItems: true, items: { type: "integer", "x-ref": "services" } },
  start_date: { type: "string", format: "date", examples: ["2027-06-01"] },
  start_time: { type: "string", pattern: TIME_OF_DAY, maxLength: 5, examples: ["10:00"], "x-ui": { widget: "time" } },
  end_date: { type: "string", format: "date", examples: ["2027-06-01"] },
  end_time: { type: "string", pattern: TIME_OF_DAY, maxLength: 5, examples: ["11:00"], "x-ui": { widget: "time" } },
  description: { type: "string", maxLength: 1000, "x-ui": { widget: "textarea" } },
  contract_no: { type: "string", maxLength: 30 },
  // Spec `sendSMS`: the client gets the shop's reminder before it (sms_settings `rehearsal_perm` / `appointment_perm`).
  send_sms: { type: "boolean", default: false },
  // active, passive once completed ('Tamamlandı'); pending: booked online by the bride, until the shop accepts it.
  status: { type: "string", enum: APPOINTMENT_STATUSES, default: "active", readOnly: true },
  source: { type: "string", enum: ["shop", "online"], default: "shop", readOnly: true },
  starts_at: { type: "string", format: "date-time", readOnly: true, "x-ui": { hidden: ["list", "form", "show"] } },
  ends_at: { type: "string", format: "date-time", readOnly: true, "x-ui": { hidden: ["list", "form", "show"] } },
} as const;

export const APPOINTMENT_REQUIRED = ["client_id", "start_date", "start_time", "end_date", "end_time"] as const;

/** Spec §2: period and employee filters, 15 a page, the soonest first. */
export const appointmentList = {
  columns: ["client_id", "employee_id", "start_date", "start_time", "end_time", "services", "contract_no", "status"],
  search: ["description", "contract_no"],
  filters: ["client_id", "employee_id", "status", "start_date", "starts_at"],
  perPage: 15,
  defaultSort: { field: "starts_at", order: "asc" },
} as const;
