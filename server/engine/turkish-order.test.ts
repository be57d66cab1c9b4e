import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { openTestDatabase } from "../test/app";
import { ALPHABET, caseFolded, NULL_KEY, SORT_FROM, sortKeyFunctionSql, sortsAlphabetically, turkishSortKey } from "./turkish-order";

/** Names in Turkish alphabetical order; equal letters (case, I/ı, İ/i) then by their bytes. */
const TURKISH_ORDER = [
  "2. El", "Ahmet", "Ayşe", "ayşe", "Ayten", "Cem", "Cemal", "Cicek", "Çem", "Çiçek", "Çiğdem", "Élif", "Ilgaz", "ılgın",
  "Irmak", "ırmak", "İnci", "İpek", "irmak", "İrmak", "Ömer", "Öykü", "Özge", "Sevgi", "Şule", "Uğur", "Ülkü", "Ümran", "Zeynep",
];
const shuffled = [...TURKISH_ORDER].reverse().sort((a, b) => (a.length % 3) - (b.length % 3));
const byKey = (a: string, b: string) => Buffer.compare(Buffer.from(turkishSortKey(a)), Buffer.from(turkishSortKey(b)));

describe("the Turkish sort key", () => {
  it("orders names a b c ç d … ı i … o ö … s ş … u ü … z, digits before letters", () => {
    expect([...shuffled].sort(byKey)).toEqual(TURKISH_ORDER);
  });

  it("folds case the Turkish way (I is ı, İ is i) and other accents to their base letter", () => {
    const letters = (text: string) => turkishSortKey(text).split("\u0001")[0];
    expect(letters("IŞIK")).toBe(letters("ışık"));
    expect(letters("İNCİ")).toBe(letters("inci"));
    expect(letters("Ärzte Élise Nîsan")).toBe(letters("arzte elise nisan"));
    expect(letters("ı") < letters("i")).toBe(true);
  });

  it("puts a name before the longer names it starts, and an empty value after every name", () => {
    expect(["Ali Veli", "Ali", "Alim"].sort(byKey)).toEqual(["Ali", "Ali Veli", "Alim"]);
    expect(turkishSortKey(null)).toBe(NULL_KEY);
    expect(byKey("\u{10FFFE}", "\u{10FFFF}")).toBeLessThan(0);
  });

  it("maps every letter once", () => {
    expect(new Set(SORT_FROM).size).toBe([...SORT_FROM].length);
    expect(ALPHABET).toHaveLength(32);
  });

  it("is what free text sorts by: not formats, enums, numbers", () => {
    expect(sortsAlphabetically({ type: "string", maxLength: 120 })).toBe(true);
    expect(sortsAlphabetically({ type: "string", format: "tr-mobile" })).toBe(false);
    expect(sortsAlphabetically({ type: "string", enum: ["person", "business"] })).toBe(false);
    expect(sortsAlphabetically({ type: "integer" })).toBe(false);
  });

  it("is defined in the migration from the same table", () => {
    const migration = readFileSync(new URL("../db/migrations/0007_turkish_order.sql", import.meta.url), "utf8");
    expect(migration).toContain(sortKeyFunctionSql());
  });
});

describe("the case-folded text (x-resource.uniqueIgnoringCase)", () => {
  it("is one for a name in any letter case the Turkish way, and two for two Turkish letters", () => {
    expect(new Set(["GELİNLİK", "Gelinlik", "gelinlik"].map(caseFolded)).size).toBe(1);
    expect(caseFolded("IŞIK")).toBe(caseFolded("ışık"));
    expect(caseFolded("IŞIK")).not.toBe(caseFolded("işik"));
    expect(caseFolded("Çiçek")).not.toBe(caseFolded("Cicek"));
  });
});

describe("tr_sort_key in the database", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  it("gives the key turkishSortKey gives", async () => {
    for (const text of [...TURKISH_ORDER, "Straße [x] _y_ `z` ~ 100 % Ğ ğ", ""]) {
      const [row] = rowsOf(await database.db.execute(sql`select tr_sort_key(${text}) as key`));
      expect(row.key, text).toBe(turkishSortKey(text));
    }
    const [empty] = rowsOf(await database.db.execute(sql`select tr_sort_key(null) as key`));
    expect(empty.key).toBe(NULL_KEY);
  });

  it("sorts in Turkish order whatever the database's collation (PGlite's C, the test server's tr-TR)", async () => {
    const values = sql.join(
      [...shuffled, null].map((name) => sql`(${name}::text)`),
      sql`, `,
    );
    const rows = rowsOf(await database.db.execute(sql`select name from (values ${values}) as names(name) order by tr_sort_key(name) collate "C"`));
    expect(rows.map((row) => row.name)).toEqual([...TURKISH_ORDER, null]);
  });
});
