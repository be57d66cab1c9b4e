import { categories } from "../../src/schemas/categories.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import { createRepository } from "../engine/repository";
import type { Db } from "./client";
import { resourceTables } from "./resource-tables";

/**
 * The product categories every shop starts with (spec §9: GELİNLİK sets the dress flag, KINALIK and
 * KAFTAN appear on the measurement sheet). Other features look them up by name, so they cannot be deleted.
 */
export const DEFAULT_PRODUCT_CATEGORIES = ["GELİNLİK", "KINALIK", "KAFTAN"] as const;

/** What a new company gets besides its first user; run inside the transaction that creates the company. */
export async function addCompanyDefaults(db: Db, companyId: number): Promise<void> {
  const repository = createRepository(db, categories as unknown as ResourceSchema, resourceTables.categories);
  for (const name of DEFAULT_PRODUCT_CATEGORIES) {
    await repository.create({ companyId }, { name, type: "product-categories", cannot_delete: true });
  }
}
