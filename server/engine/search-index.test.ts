import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients as clientsSchema } from "../../src/schemas/clients.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Database } from "../db/client";
import { clients } from "../db/resource-tables.generated";
import { resourceRepository } from "../data/resource-repository";
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

  it("takes % and _ literally", async () => {
    expect((await list("%")).total).toBe(0);
  });

  it("is served by the table's trigram index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const condition = and(eq(clients.company_id, companyId), documentContains(search, "clients", "ayse"));
      return rowsOf(await tx.execute(sql`explain select id from clients where ${condition}`));
    });
    expect(plan.map((line) => Object.values(line)[0]).join("\n")).toContain("clients_search_idx");
  });
});
