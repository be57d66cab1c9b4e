import type { FastifyInstance } from "fastify";
import { categories } from "../../../src/schemas/categories.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import type { ResourceRepository, Row } from "../../data";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, messageSchema, rowSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";

const schema: ResourceSchema = categories;
const PAGE = 100;

const subCategoryRow = rowSchema(schema, { parent_name: { type: ["string", "null"] } });
const subCategoriesResponse = { type: "object", properties: { data: { type: "array", items: subCategoryRow } } } as const;

/** Every row of one type the caller's company holds, read a page at a time (a shop has tens, not thousands). */
async function allOfType(repository: ResourceRepository, filters: Row): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const found = await repository.list({ page, perPage: PAGE, filters, sort: "name", order: "asc" });
    rows.push(...found.rows);
    if (rows.length >= found.total || found.rows.length < PAGE) return rows;
  }
}

/** Sub-categories carry their parent's name, so pickers and lists need not look it up. */
const withParentNames = (subCategories: Row[], parents: Row[]): Row[] => {
  const names = new Map(parents.map((parent) => [parent.id, parent.name]));
  return subCategories.map((row) => ({ ...row, parent_name: names.get(row.parent_id) ?? null }));
};

/**
 * Spec §7 extras: `GET /alt-categories` (the company's product sub-categories) and
 * `GET /alt-categories/:id` (those of one product category). Reads of categories are open
 * (`openReads`): product forms pick from them.
 */
export const altCategoryRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/alt-categories", access: "read", sampleRow: { type: "product-alt-categories" } },
    { method: "GET", url: "/alt-categories/:id", access: "read", sampleRow: { type: "product-alt-categories" }, sampleParams: (row) => ({ id: row.parent_id as number }) },
  ],
  async register(app: FastifyInstance) {
    const tags = ["categories"];

    app.get("/alt-categories", { schema: { tags, response: { 200: subCategoriesResponse } } }, async (request) => {
      const repository = request.repos.resource(schema.$id);
      const [subCategories, parents] = await Promise.all([
        allOfType(repository, { type: "product-alt-categories" }),
        allOfType(repository, { type: "product-categories" }),
      ]);
      return { data: withParentNames(subCategories, parents) };
    });

    app.get(
      "/alt-categories/:id",
      { schema: { tags, params: idParamsSchema, response: { 200: subCategoriesResponse, 401: messageSchema, 404: messageSchema } } },
      async (request) => {
        const repository = request.repos.resource(schema.$id);
        const { id } = request.params as { id: number };
        const parent = await repository.get(id);
        if (!parent || parent.type !== "product-categories") throw notFound();
        const subCategories = await allOfType(repository, { type: "product-alt-categories", parent_id: id });
        return { data: withParentNames(subCategories, [parent]) };
      },
    );
  },
};
