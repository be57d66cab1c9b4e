import dayjs from "dayjs";
import localeData from "dayjs/plugin/localeData";
import { describe, expect, it } from "vitest";
import { KURMANJI_DAYJS_LOCALE } from "./ku-latn";

dayjs.extend(localeData);

describe("Kurmanji dayjs locale", () => {
  it("names months and weekdays in Kurmanji (Latin script), not Sorani", () => {
    const date = dayjs("2025-03-21").locale(KURMANJI_DAYJS_LOCALE);
    expect(date.format("D MMMM YYYY, dddd")).toBe("21 Adar 2025, În");
    expect(dayjs("2025-12-01").locale(KURMANJI_DAYJS_LOCALE).format("MMMM")).toBe("Berfanbar");
    expect(dayjs().locale(KURMANJI_DAYJS_LOCALE).localeData().weekdays()).toEqual(["Yekşem", "Duşem", "Sêşem", "Çarşem", "Pêncşem", "În", "Şemî"]);
  });

  it("starts the week on Monday", () => {
    expect(dayjs().locale(KURMANJI_DAYJS_LOCALE).localeData().firstDayOfWeek()).toBe(1);
  });

  it("is registered without becoming the global locale", () => {
    expect(dayjs.locale()).toBe("en");
  });
});
