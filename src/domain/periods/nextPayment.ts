import { addMonthsClamped, type IsoDate } from "./plainDate";

export const TYPES_OF_PAYMENT = ["one_time", "monthly", "yearly"] as const;
export type TypeOfPayment = (typeof TYPES_OF_PAYMENT)[number];

export interface PaymentDates {
  firstPaymentDate: IsoDate;
  lastPaymentDate: IsoDate;
}

/**
 * When a recurring credit is received, the next first and last payment dates are proposed one month
 * or one year later (spec §4 "Credit and debt"); month ends clamp. A one-time credit proposes nothing.
 */
export function proposeNextPaymentDates(typeOfPayment: TypeOfPayment, current: PaymentDates): PaymentDates | null {
  if (typeOfPayment === "one_time") return null;
  const months = typeOfPayment === "monthly" ? 1 : 12;
  return {
    firstPaymentDate: addMonthsClamped(current.firstPaymentDate, months),
    lastPaymentDate: addMonthsClamped(current.lastPaymentDate, months),
  };
}
