import { DEFAULT_SHOP_TIME_ZONE, tailorPeriodRange } from "../../../src/domain/periods";
import type { Repositories, ResourceRepository, Row } from "../../data";
import type { ListExtras } from "../../engine/crud-routes";

const PAGE = 100;

/** Every category of these types in the scope, a page at a time (a shop has tens, not thousands), by name. */
async function categoriesOfTypes(categories: ResourceRepository, types: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const found = await categories.list({ page, perPage: PAGE, filters: { type: types }, sort: "name", order: "asc" });
    rows.push(...found.rows);
    if (rows.length >= found.total || found.rows.length < PAGE) return rows;
  }
}

/** The first day to the last of the current month on the company's clock (`_period=monthly`'s days). */
async function thisMonth(repos: Repositories, now = new Date()) {
  const timeZone = (await repos.company.get())?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
  return { ...tailorPeriodRange("monthly", { now, timeZone })!, timeZone };
}

/**
 * The management page's cards (spec §2 "Product management"): products, services, product categories, brands and
 * the leases issued this month. The operators' view over every shop counts over every shop.
 */
export async function catalogCounters(repos: Repositories): Promise<Record<string, number>> {
  const services = repos.resource("services");
  const categories = repos.resource("categories");
  const kinds = [{ type: "product-categories" }, { type: "product-brands" }];
  // Products and services in one pass (a statement fewer on every page of the list).
  const [kindCounts, [categoryCount, brands], monthLeases] = await Promise.all([
    services.countBy("is_service"),
    // A shop's categories are counted as they are written; the view over every shop counts them.
    repos.scope.all ? Promise.all(kinds.map((kind) => categories.count(kind))) : categories.tallies(kinds),
    thisMonth(repos).then((days) => repos.resource("leases").count({}, { issue_date: { days } })),
  ]);
  return { products: kindCounts.get(false) ?? 0, services: kindCounts.get(true) ?? 0, categories: categoryCount, brands, month_leases: monthLeases };
}

const idName = { id: { type: "integer" }, name: { type: "string" } };

/**
 * The category tiles (each product category with its live count of the listed kind: products, services or both)
 * and the brands of the brand filter. Over every shop at once (the operators' view without a dealer) there are no
 * tiles: a category belongs to one shop.
 */
export const catalogListExtras: ListExtras = {
  properties: {
    categories: { type: "array", items: { type: "object", properties: { ...idName, count: { type: "integer" } } } },
    brands: { type: "array", items: { type: "object", properties: idName } },
  },
  async read(repos, query) {
    if (repos.scope.all && repos.scope.all.dealerId === null) return { categories: [], brands: [] };
    const categories = repos.resource("categories");
    const kind = query.filters.is_service === undefined ? {} : { is_service: query.filters.is_service };
    // Tiles and brands in one read, split by type.
    const [rows, counts] = await Promise.all([categoriesOfTypes(categories, ["product-categories", "product-brands"]), repos.resource("services").countBy("category_id", kind)]);
    const ofType = (type: string) => rows.filter((row) => row.type === type);
    return {
      categories: ofType("product-categories").map(({ id, name }) => ({ id, name, count: counts.get(id) ?? 0 })),
      brands: ofType("product-brands").map(({ id, name }) => ({ id, name })),
    };
  },
};
