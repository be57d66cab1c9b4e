import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../../src/schemas/clients.schema";
import { createRow } from "../../suites/helpers";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let owner: Actor;
let staffId: number;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  staffId = (await createActor(t.database.db, { companyId: owner.companyId, firstUser: false })).userId;
  clientId = (await createRow(t.app, owner, clients)).id;
});
afterAll(() => t.close());

/** Texts that a number coercion would read as the id, and some that are no id at all. */
const spellings = (id: number) => [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `%20${id}`, `0${id}`, `${id}.0`, "Infinity", "-1", "0", "9007199254740992"];

describe("ids in paths", () => {
  it("open a client only in canonical decimal digits; every other spelling is a 422 with errors on id", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/clients/${clientId}`, headers: owner.headers })).statusCode).toBe(200);
    for (const id of spellings(clientId)) {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const response = await t.app.inject({ method, url: `/api/clients/${id}`, headers: owner.headers, ...(method === "PUT" ? { payload: { full_name: "X" } } : {}) });
        expect(response.statusCode, `${method} ${id}`).toBe(422);
        expect(Object.keys(response.json().errors), `${method} ${id}`).toEqual(["id"]);
      }
    }
    expect((await t.app.inject({ method: "GET", url: `/api/clients/${clientId}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it("open a user only in canonical decimal digits, on every users route", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/users/${staffId}`, headers: owner.headers })).statusCode).toBe(200);
    for (const id of spellings(staffId)) {
      for (const [method, url] of [
        ["GET", `/api/users/${id}`],
        ["PUT", `/api/users/${id}`],
        ["PUT", `/api/users/change-password/${id}`],
        ["DELETE", `/api/users/${id}`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: owner.headers, ...(method === "PUT" ? { payload: {} } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(422);
        expect(response.json().errors, `${method} ${url}`).toHaveProperty("id");
      }
    }
    expect((await t.app.inject({ method: "GET", url: `/api/users/${staffId}`, headers: owner.headers })).statusCode).toBe(200);
  });
});
