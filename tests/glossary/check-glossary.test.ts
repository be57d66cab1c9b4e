import { describe, expect, it } from "vitest";
import { checkGlossary, type LocaleTexts } from "./check-glossary";
import { parseGlossary } from "./parse-glossary";

const glossary = parseGlossary(`
| Türkçe | Deutsch | Kurmancî | check | avoid | note |
| --- | --- | --- | --- | --- | --- |
| \`müşteri\` | \`Kunde\` | \`xerîdar\` | exclusive | | |
| \`işlem\` | \`Aktion\` | \`kiryar\` | exclusive | | |
| \`bakiye\` | \`Saldo\` | \`bermay\` | required | ku: \`bîlanço\` | |
| \`numara\` | \`…nummer\` | \`hejmar\` | required | | |
| \`il$\` | \`Provinz\` | \`parêzgeh\` | exclusive | | |
| \`Ekle\` | \`Hinzufügen\` | \`Lê zêde bikin\` | command | | |
| \`Yükle\` | \`Hochladen\` | \`Bar bikin\` | command | | |
| \`Geri Yükle\` | \`Wiederherstellen\` | \`Vegerînin\` | command | | |

| key | term | reason |
| --- | --- | --- |
| \`clients.note\` | \`işlem\` | planted |
`);

/** Texts by key: { key: [tr, de, ku] }. */
const textsOf = (rows: Record<string, [string, string, string]>): LocaleTexts => ({
  tr: new Map(Object.entries(rows).map(([key, [tr]]) => [key, tr])),
  de: new Map(Object.entries(rows).map(([key, [, de]]) => [key, de])),
  ku: new Map(Object.entries(rows).map(([key, [, , ku]]) => [key, ku])),
});

// Consistent texts, with the inflections each language adds; the exception's key uses "kiryar" for no işlem.
const consistent = {
  "clients.titles.list": ["Müşteri Yönetimi", "Kundenverwaltung", "Rêveberiya Xerîdaran"],
  "table.actions": ["İşlemler", "Aktionen", "Kiryar"],
  "clients.fields.balance": ["Bakiye", "Saldo", "Bermayî"],
  "sms.balance": ["SMS bakiyeniz yetersiz", "Ihr Saldo reicht nicht", "Bermayiya we têr nake"],
  "clients.fields.gsm": ["GSM Numarası", "Mobilnummer", "Hejmara GSM"],
  "clients.fields.city": ["İl", "Provinz", "Parêzgeh"],
  "errors.timeout": ["Sunucu 30 saniye içinde yanıt vermedi.", "Keine Antwort in 30 Sekunden.", "Di 30 çirkeyan de bersiv neda."],
  "announces.titles.create": ["Duyuru Ekle", "Ankündigung hinzufügen", "Daxuyaniyê Lê Zêde Bikin"],
  "settings.logo.upload": ["Logo Yükle", "Logo hochladen", "Logoyê Bar Bikin"],
  "engine.bin.restore": ["Geri Yükle", "Wiederherstellen", "Vegerînin"],
  "settings.verification.resend": ["Tekrar Ekle (30 sn)", "Erneut hinzufügen (30 s)", "Dîsa lê zêde bikin (30 ç)"],
  "payments.interim": ["Ara Ödeme Ekle", "Zwischenzahlung hinzufügen", "Dravdana navberê lê zêde bikin"],
  "clients.note": ["Not", "Notiz", "Kiryar"],
} satisfies Record<string, [string, string, string]>;

const planted = (key: string, texts: [string, string, string]): LocaleTexts => textsOf({ ...consistent, [key]: texts });

describe("checkGlossary", () => {
  it("passes consistent texts: suffixes, German compounds, Turkish İ, a trailing “(…)” and the longest command", () => {
    expect(checkGlossary(glossary, textsOf(consistent))).toEqual([]);
  });

  it("fails when Kurmanji says 'Kiryar' (actions) for müşteri (clients)", () => {
    const problems = checkGlossary(glossary, planted("users.fields.client_permission", ["Müşteriler", "Kunden", "Kiryar"]));
    expect(problems).toEqual([
      expect.stringMatching(/^ku users\.fields\.client_permission: "Kiryar" lacks xerîdar for "müşteri"/),
      expect.stringMatching(/^ku users\.fields\.client_permission: "Kiryar" uses kiryar \("işlem"\) but tr "Müşteriler" does not say "işlem"/),
    ]);
  });

  it("fails when a German word of one term stands in a text without it", () => {
    expect(checkGlossary(glossary, planted("home.note", ["Hoş geldiniz", "Willkommen, Kunde", "Bi xêr hatin"]))).toEqual([
      expect.stringMatching(/^de home\.note: .* uses Kunde \("müşteri"\) but tr "Hoş geldiniz" does not say "müşteri"/),
    ]);
  });

  it("fails on an avoided word even beside the right one", () => {
    expect(checkGlossary(glossary, planted("clients.fields.balance", ["Bakiye", "Saldo", "Bermayî (bîlanço)"]))).toEqual([
      expect.stringMatching(/^ku clients\.fields\.balance: .* uses a word the glossary avoids for "bakiye": bîlanço/),
    ]);
  });

  it("fails on a singular Kurmanji command and on another German verb", () => {
    expect(checkGlossary(glossary, planted("announces.titles.create", ["Duyuru Ekle", "Ankündigung anlegen", "Daxuyaniyê Lê Zêde Bike"]))).toEqual([
      expect.stringMatching(/^de announces\.titles\.create: .* does not say the command "Hinzufügen" for "Ekle"/),
      expect.stringMatching(/^ku announces\.titles\.create: .* does not say the command "Lê zêde bikin" for "Ekle"/),
    ]);
  });

  it("reads 'Geri Yükle' as restore, not as upload", () => {
    expect(checkGlossary(glossary, planted("engine.bin.restore", ["Geri Yükle", "Hochladen", "Bar bikin"]))).toEqual([
      expect.stringMatching(/^de engine\.bin\.restore: .* "Wiederherstellen" for "Geri Yükle"/),
      expect.stringMatching(/^ku engine\.bin\.restore: .* "Vegerînin" for "Geri Yükle"/),
    ]);
  });

  it("reports an exception that excuses nothing or names no row", () => {
    const withoutUse = textsOf({ ...consistent, "clients.note": ["Not", "Notiz", "Nîşe"] });
    const unknown = parseGlossary("| key | term | reason |\n| --- | --- | --- |\n| `a.b` | `kasa` | none |\n");
    expect(checkGlossary(glossary, withoutUse)).toEqual(['exception clients.note: "işlem" excuses nothing; remove it']);
    expect(checkGlossary(unknown, withoutUse)).toEqual(['exception a.b: no glossary row "kasa"']);
  });
});

describe("parseGlossary", () => {
  it("reads words in backticks, the check and the avoided words per language", () => {
    expect(glossary.entries[2]).toEqual({
      name: "bakiye",
      words: { tr: ["bakiye"], de: ["Saldo"], ku: ["bermay"] },
      check: "required",
      avoid: { ku: ["bîlanço"] },
    });
    expect(glossary.entries[4].name).toBe("il");
    expect(glossary.exceptions).toEqual([{ key: "clients.note", term: "işlem", reason: "planted" }]);
  });

  it("refuses a row with an unknown check or a language without a word, so a typo cannot switch a check off", () => {
    const header = "| Türkçe | Deutsch | Kurmancî | check | avoid | note |\n| --- | --- | --- | --- | --- | --- |\n";
    expect(() => parseGlossary(`${header}| \`kasa\` | \`Kasse\` | \`qase\` | exclusiv | | |\n`)).toThrow(/unknown check "exclusiv"/);
    expect(() => parseGlossary(`${header}| \`kasa\` | Kasse | \`qase\` | exclusive | | |\n`)).toThrow(/no de word/);
  });
});
