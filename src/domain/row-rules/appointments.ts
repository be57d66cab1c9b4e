// Types only: index.ts spreads these rules into ROW_RULES.
import type { RuleRow } from ".";

/** The row rules of the fitting and hairdresser appointments (issue 17). */
export const APPOINTMENT_RULES = {
  /** Not yet completed ('Tamamlandı' sets it passive); an online booking not yet accepted is not active either. */
  activeAppointment: (row: RuleRow) => row.status === "active",
  /** Booked online by the bride, waiting for the shop to accept it into the calendar. */
  pendingAppointment: (row: RuleRow) => row.status === "pending",
};
