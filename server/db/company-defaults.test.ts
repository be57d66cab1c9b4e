import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/app";
import { companies } from "./core";
import { DEFAULT_PRODUCT_CATEGORIES } from "./company-defaults";
import { resourceTables } from "./resource-tables";
import { seedIfEmpty } from "./seed";

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.drop());

describe("seeded companies", () => {
  it("start with the default product categories, protected from deletion", async () => {
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
    }
  });
});
