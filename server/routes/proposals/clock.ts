import { wallClockInstant, type IsoDate } from "../../../src/domain/periods";

/**
 * The instant a calendar day begins on the zone's clock (the company's midnight), so a timestamp (`created_at`)
 * is counted on the shop's day, not the server's (daylight saving included: `wallClockInstant`).
 */
export const startOfDayIn = (day: IsoDate, timeZone: string): Date => wallClockInstant(day, "00:00", timeZone);
