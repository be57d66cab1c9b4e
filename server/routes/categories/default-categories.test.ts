import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { register } from "../auth/test-helpers";

let t: TestApp;
let headers: { authorization: string };

interface CategoryRow {
  id: number;
  name: string;
  type: string;
  cannot_delete: boolean;
}

const listCategories = async (): Promise<CategoryRow[]> => {
  const response = await t.app.inject({ method: "GET", url: "/api/categories?perPage=100", headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  const response = await register(t.app, { email: "kategori@example.com" });
  expect(response.statusCode).toBe(201);
  headers = { authorization: `Bearer ${response.json().access_token}` };
});
afterAll(() => t.close());

describe("default categories of a new company", () => {
  it("registration creates GELİNLİK, KINALIK and KAFTAN as protected product categories", async () => {
    const rows = await listCategories();
    expect(rows.map(({ name, type, cannot_delete }) => ({ name, type, cannot_delete })).sort((a, b) => a.name.localeCompare(b.name, "tr"))).toEqual([
      { name: "GELİNLİK", type: "product-categories", cannot_delete: true },
      { name: "KAFTAN", type: "product-categories", cannot_delete: true },
      { name: "KINALIK", type: "product-categories", cannot_delete: true },
    ]);
  });

  it("refuses to delete a default category with 409 and the protected message, and keeps it", async () => {
    const [dress] = (await listCategories()).filter((row) => row.name === "GELİNLİK");
    const response = await t.app.inject({ method: "DELETE", url: `/api/categories/${dress.id}`, headers: { ...headers, "accept-language": "tr" } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Bu kayıt sistemle birlikte geldiği için silinemez.");
    expect((await listCategories()).some((row) => row.id === dress.id)).toBe(true);
  });

  it("deletes a category the shop created itself", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/categories", headers, payload: { name: "ABİYE", type: "product-categories" } });
    expect(created.statusCode).toBe(201);
    expect(created.json().cannot_delete).toBe(false);
    const response = await t.app.inject({ method: "DELETE", url: `/api/categories/${created.json().id}`, headers });
    expect(response.statusCode).toBe(200);
    expect((await listCategories()).map((row) => row.name)).not.toContain("ABİYE");
  });

  it("does not let a client mark its own category as protected", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/categories",
      headers,
      payload: { name: "SAHTE", type: "product-categories", cannot_delete: true },
    });
    expect(response.statusCode).toBe(422);
  });
});
