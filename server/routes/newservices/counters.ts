import type { Repositories } from "../../data";

/**
 * The upcoming products page's cards (spec §2): its products, and the shop's product categories and brands
 * (what its filters pick from). A shop's counts come from the per-company tallies; the operators' view across
 * shops counts.
 */
export async function upcomingCounters(repos: Repositories, name: string): Promise<Record<string, number>> {
  const categories = repos.resource("categories");
  const kinds = [{ type: "product-categories" }, { type: "product-brands" }];
  if (repos.scope.all) {
    const [products, ...perKind] = await Promise.all([repos.resource(name).count(), ...kinds.map((kind) => categories.count(kind))]);
    return { products, categories: perKind[0], brands: perKind[1] };
  }
  const [[products], [categoryCount, brandCount]] = await Promise.all([repos.resource(name).tallies([{}]), categories.tallies(kinds)]);
  return { products, categories: categoryCount, brands: brandCount };
}
