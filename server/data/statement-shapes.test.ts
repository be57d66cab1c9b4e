import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { companies } from "../db/core";
import { createTestApp, type TestApp } from "../test/app";
import { resourceRepository, type ListQuery } from "./resource-repository";
import { bindingFor, runShape } from "./statement-shapes";
import { allSchemas, createRow, ownerOf } from "../suites/helpers";
import type { Actor } from "../test/fixtures";

describe("statement shapes", () => {
  let t: TestApp;
  let owner: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    const clients = allSchemas.find((schema) => schema.$id === "clients")!;
    owner = await ownerOf(t.app.db, clients);
    const people = [["person", "Ayşe Yılmaz"], ["business", "Çiçek Gelinlik Ltd"], ["person", "Zeynep Kaya"], ["person", "Bahar Demir"]];
    for (const [index, [type, full_name]] of people.entries()) {
      await createRow(t.app, owner, clients, index + 1, undefined, { type, full_name, ...(type === "business" ? { company_name: full_name } : {}) });
    }
  });
  afterAll(() => t.close());

  it("binds each request's own values to the shape prepared for the first", async () => {
    const name = (id: number) => {
      const binding = bindingFor(t.app.db);
      const wanted = binding.bind(id);
      return runShape(t.app.db, "test: a company's name", binding, () =>
        t.app.db.select({ name: companies.full_name }).from(companies).where(sql`${companies.id} = ${wanted}`),
      );
    };
    const [first] = await name(owner.companyId);
    const [other] = await name(0);
    expect(first?.name).toEqual(expect.any(String));
    expect(other).toBeUndefined();
  });

  it("fails under test when one key is built into two different statements (the key misses a choice)", async () => {
    const run = (column: "id" | "full_name") => {
      const binding = bindingFor(t.app.db);
      const value = binding.bind(column === "id" ? owner.companyId : "x");
      return runShape(t.app.db, "test: a key that misses the column", binding, () =>
        t.app.db.select({ id: companies.id }).from(companies).where(sql`${companies[column]} = ${value}`),
      );
    };
    await run("id");
    await expect(run("full_name")).rejects.toThrow(/its key misses a choice/);
  });

  it("sends an instant as its ISO text, as the column would", () => {
    const binding = bindingFor(t.app.db);
    binding.bind(new Date("2026-11-24T10:00:00Z"));
    expect(binding.values).toEqual({ p0: "2026-11-24T10:00:00.000Z" });
  });

  it("prepares nothing inside a unit of work, and answers the same rows there as outside", async () => {
    const queries: ListQuery[] = [
      { page: 1, perPage: 2, filters: {} },
      { page: 2, perPage: 2, filters: {} },
      { page: 1, perPage: 10, filters: { type: "person" }, sort: "full_name", order: "asc" },
      { page: 1, perPage: 10, filters: { type: ["person", "business"] }, keyword: "ayse" },
      { page: 1, perPage: 10, filters: {}, keyword: "ay" },
    ];
    const definition = t.app.resources.definition("clients");
    const outside = resourceRepository(definition, t.app.db, { companyId: owner.companyId });
    const inside = await t.app.db.transaction(async (tx) => {
      expect(bindingFor(tx as unknown as Db).prepared).toBe(false);
      const repository = resourceRepository(definition, tx as unknown as Db, { companyId: owner.companyId });
      const pages = [];
      for (const query of queries) pages.push(await repository.list(query));
      return pages;
    });
    for (const [index, query] of queries.entries()) {
      const page = await outside.list(query);
      expect(page.rows.map((row) => row.full_name), JSON.stringify(query)).toEqual(inside[index].rows.map((row) => row.full_name));
      expect(page.total).toBe(inside[index].total);
    }
    expect(inside[2].rows.map((row) => row.full_name)).toEqual(["Ayşe Yılmaz", "Bahar Demir", "Zeynep Kaya"]);
    expect(inside[3].rows.map((row) => row.full_name)).toEqual(["Ayşe Yılmaz"]);
  });
});
