import dayjs from "dayjs";
import "dayjs/locale/tr";
import "dayjs/locale/de";
import { afterEach, describe, expect, it } from "vitest";
import "../i18n/ku-latn";
import { currencySign, formatAmount, formatDate, formatMoney, moneyAffixes, numberLocale, stripHtml, truncate } from "./format";

afterEach(() => {
  dayjs.locale("en");
});

const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("writes the lira sign before the amount in tr and ku, after it with a space in de", () => {
    expect(numberLocale("ku")).toBe("tr-TR");
    expect(formatMoney("1234.56", "tr")).toBe("₺1.234,56");
    expect(formatMoney("1234.56", "ku")).toBe("₺1.234,56");
    expect(formatMoney("1234.56", "de")).toBe(`1.234,56${NBSP}₺`);
  });

  it("keeps the minus before the sign, and shows zero and large amounts in full", () => {
    expect(formatMoney("-1234.5", "tr")).toBe("-₺1.234,50");
    expect(formatMoney("-1234.5", "ku")).toBe("-₺1.234,50");
    expect(formatMoney("-1234.5", "de")).toBe(`-1.234,50${NBSP}₺`);
    expect(formatMoney("0", "tr")).toBe("₺0,00");
    expect(formatMoney("0.00", "de")).toBe(`0,00${NBSP}₺`);
    expect(formatMoney("1234567890.99", "tr")).toBe("₺1.234.567.890,99");
    expect(formatMoney(1234567890.99, "de")).toBe(`1.234.567.890,99${NBSP}₺`);
  });

  it("formats the decimal string exactly, beyond float precision", () => {
    expect(formatMoney("9007199254740993.10", "tr")).toBe("₺9.007.199.254.740.993,10");
  });

  it("uses the row's currency sign (TL, USD, EUR), the code itself for an unknown one", () => {
    expect(formatMoney("1234.56", "tr", "USD")).toBe("$1.234,56");
    expect(formatMoney("1234.56", "de", "EUR")).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney("1234.56", "ku", "TL")).toBe("₺1.234,56");
    expect(currencySign("GBP")).toBe("GBP");
    expect(moneyAffixes("de", "USD")).toEqual({ prefix: "", suffix: `${NBSP}$` });
  });

  it("leaves what is not a number as it came", () => {
    expect(formatMoney("", "tr")).toBe("");
    expect(formatMoney("abc", "tr")).toBe("abc");
    expect(formatAmount("1234.5", "de")).toBe("1.234,50");
  });
});

describe("formatDate", () => {
  it.each(["tr", "de", "ku-latn", "en"])("writes DD.MM.YYYY and DD.MM.YYYY HH:mm whatever dayjs's locale (%s)", (locale) => {
    dayjs.locale(locale);
    expect(formatDate("2026-11-22", false)).toBe("22.11.2026");
    expect(formatDate(dayjs("2026-11-22T09:05:00"), true)).toBe("22.11.2026 09:05");
  });

  it("leaves an unreadable date as it came", () => {
    expect(formatDate("not a date", false)).toBe("not a date");
  });
});

describe("stripHtml and truncate", () => {
  it("turns HTML into short plain text", () => {
    expect(stripHtml("<p>Yeni <b>sezon</b> &amp; indirim</p><script>x()</script>")).toBe("Yeni sezon & indirim");
    expect(truncate("a".repeat(45))).toBe(`${"a".repeat(40)}…`);
    expect(truncate("kısa")).toBe("kısa");
  });
});
