import { describe, expect, it } from "vitest";
import { isPostalCode, normalizeWebsite } from "./web-and-post";

describe("normalizeWebsite", () => {
  it.each([
    ["https://prenses.com.tr", "https://prenses.com.tr"],
    ["http://www.prenses.com.tr/iletisim?dil=tr#harita", "http://www.prenses.com.tr/iletisim?dil=tr#harita"],
    ["prenses.com.tr", "https://prenses.com.tr"],
    ["  www.gelinlikçi.com  ", "https://www.gelinlikçi.com"],
    ["HTTPS://Prenses.de:8443/", "HTTPS://Prenses.de:8443/"],
  ])("reads %j as %j", (input, stored) => {
    expect(normalizeWebsite(input)).toBe(stored);
  });

  it.each(["prenses", "ftp://prenses.com.tr", "javascript:alert(1)", "https://", "prenses com.tr", "https://kisi@prenses.com.tr", "https://-prenses.com", "instagram.com/ prenses"])(
    "refuses %j",
    (input) => {
      expect(normalizeWebsite(input)).toBeNull();
    },
  );
});

describe("isPostalCode", () => {
  it.each(["34710", "10115", " 06100 "])("accepts %j", (input) => {
    expect(isPostalCode(input)).toBe(true);
  });

  it.each(["3471", "347100", "34 710", "TR-34710", "abcde"])("refuses %j", (input) => {
    expect(isPostalCode(input)).toBe(false);
  });
});
