import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients as clientsSchema } from "../../src/schemas/clients.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Database } from "../db/client";
import { clients } from "../db/resource-tables.generated";
import { LOOKAHEAD_PAGES, resourceRepository } from "../data/resource-repository";
import { createActor } from "../test/fixtures";
import { openTestDatabase } from "../test/app";
import { documentContains, foldText } from "./search";

const schema = clientsSchema as unknown as ResourceSchema;
const search = schema["x-resource"].list.search!;
const rowsOf = (result: any): any[] => result.rows;

describe("keyword search on the folded, indexed search fields", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let companyId: number;
  const list = (keyword: string) =>
    resourceRepository({ schema, table: clients as any, name: "clients" }, database.db, { companyId }).list({ page: 1, perPage: 50, keyword, filters: {} });

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    companyId = (await createActor(database.db)).companyId;
    // Enough rows of one shop that reading them all costs more than the index would.
    await database.db.execute(sql`
      insert into clients (company_id, full_name, gsm, email)
      select ${companyId}, 'Müşteri ' || n, '+90532' || lpad(n::text, 7, '0'), 'm' || n || '@ornek.test' from generate_series(1, 3000) n`);
    await database.db.insert(clients).values([
      { company_id: companyId, full_name: "AYŞE Işıkçı", gsm: "+905551112233" },
      { company_id: companyId, full_name: "Ali", company_name: "Veli Tekstil" },
    ]);
    // VACUUM moves the fresh rows out of the GIN pending list, so the planner costs the index as it will be.
    await database.db.execute(sql`vacuum analyze clients`);
  }, 120_000);
  afterAll(() => drop());

  it("folds in the database exactly as foldText does (the migration's table is the code's)", async () => {
    const text = "GELİNLİK Ürün Işık Çiçek Şal Öğe Straße Häkel Êvar Nîsan Rûmet";
    const [row] = rowsOf(await database.db.execute(sql`select tr_fold(${text}) as folded`));
    expect(row.folded).toBe(foldText(text));
  });

  it("finds a row whatever the letter forms and case typed", async () => {
    for (const keyword of ["ayse", "AYŞE", "isikci", "IŞIK"]) {
      const { rows } = await list(keyword);
      expect(rows.map((row) => row.full_name), keyword).toEqual(["AYŞE Işıkçı"]);
    }
  });

  it("matches inside one field, never across two", async () => {
    expect((await list("Veli Tek")).rows.map((row) => row.full_name)).toEqual(["Ali"]);
    expect((await list("Ali Veli")).total).toBe(0);
  });

  it("pages a keyword that matches more than the look-ahead in the list's order, and says the total is a lower bound", async () => {
    const { rows, total, exact } = await list("musteri");
    expect(exact).toBe(false);
    expect(total).toBe((1 + LOOKAHEAD_PAGES) * 50 + 1);
    const expected = rowsOf(await database.db.execute(sql`select id from clients where company_id = ${companyId} and full_name like 'Müşteri %' order by created_at desc, id desc limit 50`));
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => Number(row.id)));
  });

  it("finds a keyword too short for a trigram by its text alone", async () => {
    const { total, exact } = await list("m7@");
    const [row] = rowsOf(await database.db.execute(sql`select count(*)::int as n from clients where company_id = ${companyId} and email like '%m7@%'`));
    expect({ total, exact }).toEqual({ total: row.n, exact: true });
    expect(row.n).toBe(1);
  });

  it("looks up only the shop's own keys, and every shop's in the operator's view", async () => {
    const otherCompany = (await createActor(database.db)).companyId;
    await database.db.insert(clients).values({ company_id: otherCompany, full_name: "Ayşe Başka Dükkan" });
    const inShop = (company: number, keyword: string) =>
      resourceRepository({ schema, table: clients as any, name: "clients" }, database.db, { companyId: company }).list({ page: 1, perPage: 50, keyword, filters: {} });
    expect((await inShop(companyId, "ayse")).rows.map((row) => row.full_name)).toEqual(["AYŞE Işıkçı"]);
    expect((await inShop(otherCompany, "ayse")).rows.map((row) => row.full_name)).toEqual(["Ayşe Başka Dükkan"]);
    const everyShop = resourceRepository({ schema, table: clients as any, name: "clients" }, database.db, { companyId, all: { dealerId: null } });
    const found = await everyShop.list({ page: 1, perPage: 50, keyword: "ayse", filters: {} });
    expect(found.rows.map((row) => row.full_name).sort()).toEqual(["AYŞE Işıkçı", "Ayşe Başka Dükkan"]);
  });

  it("takes % and _ literally", async () => {
    expect((await list("%")).total).toBe(0);
  });

  it("is served by the table's index of per-company keys", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const condition = and(eq(clients.company_id, companyId), documentContains("clients", "ayse", companyId));
      return rowsOf(await tx.execute(sql`explain select id from clients where ${condition}`));
    });
    expect(plan.map((line) => Object.values(line)[0]).join("\n")).toContain("clients_search_idx");
  });
});
