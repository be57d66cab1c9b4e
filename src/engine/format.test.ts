import dayjs from "dayjs";
import "dayjs/locale/tr";
import "dayjs/locale/de";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatMoney, numberLocale, stripHtml, truncate } from "./format";

afterEach(() => {
  dayjs.locale("en");
});

describe("formatMoney", () => {
  it("follows the UI language; Kurmanji reads Turkish numbers", () => {
    expect(numberLocale("ku")).toBe("tr-TR");
    expect(formatMoney("1234.5", "tr")).toBe("1.234,50");
    expect(formatMoney("1234.5", "de")).toBe("1.234,50");
    expect(formatMoney("1234.5", "ku")).toBe("1.234,50");
  });

  it("formats the decimal string exactly, beyond float precision", () => {
    expect(formatMoney("9007199254740993.10", "tr")).toBe("9.007.199.254.740.993,10");
  });
});

describe("formatDate", () => {
  it("uses the current dayjs locale", () => {
    dayjs.locale("tr");
    expect(formatDate("2024-12-03", false)).toBe("03.12.2024");
    dayjs.locale("en");
    expect(formatDate("2024-12-03", false)).toBe("12/03/2024");
  });
});

describe("stripHtml and truncate", () => {
  it("turns HTML into short plain text", () => {
    expect(stripHtml("<p>Yeni <b>sezon</b> &amp; indirim</p><script>x()</script>")).toBe("Yeni sezon & indirim");
    expect(truncate("a".repeat(45))).toBe(`${"a".repeat(40)}…`);
    expect(truncate("kısa")).toBe("kısa");
  });
});
