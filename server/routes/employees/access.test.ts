import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { employeeApi, shopToday } from "./test-helpers";

let t: TestApp;
let shopA: Actor;
let shopB: Actor;
let staff: Actor;
let employeeId: number;
let permitId: number;
let commissionId: number;

const payment = () => ({ date: shopToday(), price: "100.00", payment_type: "cash" });
const leave = { start_at: "2027-06-01", daycount: 1 };
const commission = { date: "2026-11-10", type: "sale", total_price: "100.00", rate: 10 };

beforeAll(async () => {
  t = await createTestApp();
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  staff = await createActor(t.database.db, { companyId: shopA.companyId, firstUser: false, permissions: { salary_permission: false } });
  const api = employeeApi(t.app, shopA);
  employeeId = (await api.employee()).id;
  permitId = (await api.created(`/employees/${employeeId}/permits`, leave)).id;
  commissionId = (await api.created(`/employees/${employeeId}/commissions`, commission)).id;
});
afterAll(() => t?.close());

/** Every route of employees, their leave and commissions, with a valid body where it takes one. */
const routes = (): [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: Record<string, unknown>][] => [
  ["GET", "/employees"],
  ["GET", `/employees/${employeeId}`],
  ["POST", "/employees", { full_name: "Yeni Çalışan", salary: "1.00", commission: 10 }],
  ["PUT", `/employees/${employeeId}`, { full_name: "Yeni Ad", salary: "1.00", commission: 10 }],
  ["POST", `/employees/${employeeId}/pay_salary`, payment()],
  ["POST", `/employees/${employeeId}/pay_advance`, payment()],
  ["POST", `/pay-advance/${employeeId}`, payment()],
  ["GET", `/employee-history/${employeeId}`],
  ["GET", `/employee-commissions/${employeeId}`],
  ["GET", `/employees/${employeeId}/permits`],
  ["POST", `/employees/${employeeId}/permits`, { start_at: "2027-07-01", daycount: 1 }],
  ["GET", "/permits"],
  ["GET", `/permits/${permitId}`],
  ["POST", "/permits", { employee_id: employeeId, start_at: "2027-08-01", daycount: 1 }],
  ["PUT", `/permits/${permitId}`, { employee_id: employeeId, ...leave, daycount: 2 }],
  ["GET", `/employees/${employeeId}/commissions`],
  ["POST", `/employees/${employeeId}/commissions`, commission],
  ["GET", "/commissions"],
  ["GET", `/commissions/${commissionId}`],
  ["POST", "/commissions", { employee_id: employeeId, ...commission }],
  ["PUT", `/commissions/${commissionId}`, { employee_id: employeeId, ...commission, rate: 20 }],
  ["DELETE", `/commissions/${commissionId}`],
  ["DELETE", `/permits/${permitId}`],
  ["GET", "/employees/bin"],
  ["DELETE", `/employees/${employeeId}`],
];

const call = (actor: Actor, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });

describe("employees, leave and commissions", () => {
  it("answer 403 on every route to a user without salary_permission, and change nothing", async () => {
    for (const [method, url, body] of routes()) {
      const response = await call(staff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const owner = employeeApi(t.app, shopA);
    expect(await owner.read(employeeId)).toMatchObject({ full_name: "Zeynep Çalışkan", remeaning_payment: "20000.00" });
    expect((await owner.call("GET", `/employees/${employeeId}/permits`)).json().total).toBe(1);
    expect((await owner.call("GET", `/employee-commissions/${employeeId}`)).json().total).toBe(1);
  });

  it("keep company A's employee from company B: it cannot read, pay, grant leave to or add commission for them", async () => {
    const refusals: [string, number][] = [];
    for (const [method, url, body] of routes().filter(([, url]) => url !== "/employees" && url !== "/permits" && url !== "/commissions" && url !== "/employees/bin")) {
      const response = await call(shopB, method, url, body);
      refusals.push([`${method} ${url}`, response.statusCode]);
    }
    // A body naming A's employee is a 422 on the reference; every address of A's rows a 404.
    for (const [route, status] of refusals) expect(route.startsWith("POST /permits") || route.startsWith("POST /commissions") ? [422] : [404], route).toContain(status);
    const lists = await Promise.all(["/employees", "/permits", "/commissions", "/employees/bin"].map((url) => call(shopB, "GET", url)));
    for (const list of lists) expect(list.json().data).toEqual([]);
    const owner = employeeApi(t.app, shopA);
    expect(await owner.read(employeeId)).toMatchObject({ full_name: "Zeynep Çalışkan", remeaning_payment: "20000.00" });
    expect((await owner.call("GET", `/accountings?employee_id=${employeeId}`)).json().total).toBe(0);
  });
});
