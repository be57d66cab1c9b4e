import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../i18n/languages";
import { calendarCulture, calendarLocalizer } from "./calendar-localizer";
import { slotValues, visibleRange } from "./calendar-events";

// 2026-11-11 is a Wednesday; November 2026 starts on a Sunday.
const wednesday = new Date(2026, 10, 11, 12);

describe("the calendar's localizer", () => {
  it.each(LANGUAGES)("starts the week on Monday in %s (the month view's first day, the week's first column)", (language) => {
    const localizer = calendarLocalizer(language);
    const culture = calendarCulture(language);
    expect(localizer.startOfWeek(culture)).toBe(1);
    const first = localizer.firstVisibleDay(new Date(2026, 10, 1), localizer);
    expect(first.getDay()).toBe(1);
    expect(first.getDate()).toBe(26);
    expect(localizer.startOf(wednesday, "week", 1).getDate()).toBe(9);
  });

  it("names days and months in Turkish, German and Kurmanji", () => {
    const name = (language: (typeof LANGUAGES)[number], format: string) => calendarLocalizer(language).format(wednesday, format, calendarCulture(language));
    expect(name("tr", "dddd")).toBe("Çarşamba");
    expect(name("de", "dddd")).toBe("Mittwoch");
    expect(name("ku", "dddd")).toBe("Çarşem");
    expect(name("tr", "MMMM")).toBe("Kasım");
    expect(name("de", "MMMM")).toBe("November");
    expect(name("ku", "MMMM")).toBe("Mijdar");
    expect(name("de", "HH:mm")).toBe("12:00");
  });

  it("asks for the days a view shows, weeks from Monday", () => {
    expect(visibleRange("2026-11-11", "day")).toEqual({ start: "2026-11-11", end: "2026-11-11" });
    expect(visibleRange("2026-11-11", "week")).toEqual({ start: "2026-11-09", end: "2026-11-15" });
    expect(visibleRange("2026-11-15", "week")).toEqual({ start: "2026-11-09", end: "2026-11-15" });
    expect(visibleRange("2026-11-11", "month")).toEqual({ start: "2026-10-26", end: "2026-12-06" });
  });

  it("presets a day clicked in the month view to 10:00–11:00, a slot to its own times", () => {
    expect(slotValues(new Date(2026, 10, 11), new Date(2026, 10, 12), "month")).toEqual({ start_date: "2026-11-11", start_time: "10:00", end_date: "2026-11-11", end_time: "11:00" });
    expect(slotValues(new Date(2026, 10, 11, 8, 30), new Date(2026, 10, 11, 9, 0), "week")).toEqual({ start_date: "2026-11-11", start_time: "08:30", end_date: "2026-11-11", end_time: "09:00" });
  });
});
