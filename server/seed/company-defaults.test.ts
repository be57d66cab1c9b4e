import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/app";
import { companies } from "../db/core";
import { DEFAULT_CLIENT_CATEGORY, DEFAULT_PRODUCT_CATEGORIES } from "./company-defaults";
import { resourceTables } from "../db/resource-tables";
import { seedIfEmpty } from "./seed";

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.drop());

describe("seeded companies", () => {
  it("start with the default product categories, protected from deletion, and one client category", async () => {
    const { db } = opened.database;
    await seedIfEmpty(db, { password: "gizli123" });
    const categories = resourceTables.categories as unknown as Record<string, any>;
    const seeded = await db.select({ id: companies.id }).from(companies);
    expect(seeded).toHaveLength(2);
    for (const { id } of seeded) {
      const rows = await db.select().from(categories as any).where(eq(categories.company_id, id));
      expect(rows.map((row: any) => [row.name, row.type, row.cannot_delete]).sort()).toEqual(
        [...DEFAULT_PRODUCT_CATEGORIES].sort().map((name) => [name, "product-categories", true]),
      );
      const definitions = resourceTables.definitions as unknown as Record<string, any>;
      const own = await db.select().from(definitions as any).where(eq(definitions.company_id, id));
      expect(own.map((row: any) => [row.name, row.type])).toEqual([[DEFAULT_CLIENT_CATEGORY, "client-categories"]]);
    }
  });
});
