import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clients } from "../../src/schemas/clients.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, sampleBody, type Actor } from "../test/fixtures";

/**
 * References are foreign keys: deleting a category while clients that use it are being created can end
 * either way, but never with a client pointing at a category that is gone (on PostgreSQL these requests
 * really run at the same time).
 */
let t: TestApp;
let owner: Actor;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t.close());

const ROUNDS = 66;
const CLIENTS_PER_ROUND = 10;

it(`leaves no dangling reference after ${ROUNDS} rounds of "delete a category while ${CLIENTS_PER_ROUND} clients that use it are created"`, async () => {
  const statuses = { deleted: 0, refusedDelete: 0, created: 0, refusedCreate: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const category = await t.app.inject({ method: "POST", url: "/api/definitions", headers: owner.headers, payload: { name: `Kategori ${round}`, type: "client-categories" } });
    const categoryId = category.json().id as number;
    const creations = Array.from({ length: CLIENTS_PER_ROUND }, (_, index) =>
      t.app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload: sampleBody(clients as unknown as ResourceSchema, index + 1, { category_id: categoryId }) }),
    );
    // The delete goes out in the middle of the creations.
    const deletion = t.app.inject({ method: "DELETE", url: `/api/definitions/${categoryId}`, headers: owner.headers });
    const [deleted, ...created] = await Promise.all([deletion, ...creations]);
    expect([200, 409]).toContain(deleted.statusCode);
    statuses[deleted.statusCode === 200 ? "deleted" : "refusedDelete"]++;
    for (const response of created) {
      expect([201, 422]).toContain(response.statusCode);
      if (response.statusCode === 422) expect(response.json().errors).toEqual({ category_id: [expect.any(String)] });
      statuses[response.statusCode === 201 ? "created" : "refusedCreate"]++;
    }
  }
  const dangling = await t.database.db.execute(
    sql`select count(*)::int as n from clients c where c.category_id is not null and not exists (select 1 from definitions d where d.id = c.category_id and d.company_id = c.company_id)`,
  );
  expect(((dangling as unknown as { rows: { n: number }[] }).rows[0]).n).toBe(0);
  expect(statuses.deleted + statuses.refusedDelete).toBe(ROUNDS);
});
