import { categories } from "../../src/schemas/categories.schema";
import { definitions } from "../../src/schemas/definitions.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import { createRepository } from "../engine/repository";
import type { Db } from "../db/client";
import { resourceTables } from "../db/resource-tables";

/**
 * The product categories every shop starts with (spec §9: GELİNLİK sets the dress flag, KINALIK and
 * KAFTAN appear on the measurement sheet). Other features look them up by name, so they cannot be deleted.
 */
export const DEFAULT_PRODUCT_CATEGORIES = ["GELİNLİK", "KINALIK", "KAFTAN"] as const;

/**
 * A client needs a category (spec §5), and staff without definition_permission cannot make one: every shop
 * starts with one general client category, which the owner may rename or extend.
 */
export const DEFAULT_CLIENT_CATEGORY = "Genel";

/** What a new company gets besides its first user; run inside the transaction that creates the company. */
export async function addCompanyDefaults(db: Db, companyId: number): Promise<void> {
  const productCategories = createRepository(db, categories as unknown as ResourceSchema, resourceTables.categories);
  for (const name of DEFAULT_PRODUCT_CATEGORIES) {
    await productCategories.create({ companyId }, { name, type: "product-categories", cannot_delete: true });
  }
  const clientCategories = createRepository(db, definitions as unknown as ResourceSchema, resourceTables.definitions);
  await clientCategories.create({ companyId }, { name: DEFAULT_CLIENT_CATEGORY, type: "client-categories" });
}
