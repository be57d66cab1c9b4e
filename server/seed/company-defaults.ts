import { createRepositories } from "../data";
import { registeredResources } from "../data/registry";
import type { Db } from "../db/client";

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
  const repos = createRepositories(db, registeredResources(), { companyId });
  for (const name of DEFAULT_PRODUCT_CATEGORIES) {
    await repos.resource("categories").create({ name, type: "product-categories", cannot_delete: true });
  }
  await repos.resource("definitions").create({ name: DEFAULT_CLIENT_CATEGORY, type: "client-categories" });
}
