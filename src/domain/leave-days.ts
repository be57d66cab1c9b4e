import { addDays, isIsoDate, type IsoDate } from "./periods";

/**
 * The last day of a leave of `days` days from `start` (spec §3 "leave": start + day count − 1): one day of leave
 * ends the day it starts. Undefined while either is not yet a valid value (the form shows it as it is typed).
 */
export const leaveFinish = (start: unknown, days: unknown): IsoDate | undefined => {
  if (!isIsoDate(start) || typeof days !== "number" || !Number.isInteger(days) || days < 1) return undefined;
  return addDays(start, days - 1);
};
