import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { employeeApi } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let api: ReturnType<typeof employeeApi>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = employeeApi(t.app, owner);
});
afterAll(() => t?.close());

const grant = (employeeId: number, start_at: string, daycount: number) => api.call("POST", `/employees/${employeeId}/permits`, { start_at, daycount });

describe("leave", () => {
  it("ends the day before start + day count (one day ends the day it starts), set by the server", async () => {
    const employee = await api.employee();
    expect((await grant(employee.id, "2026-12-01", 1)).json()).toMatchObject({ employee_id: employee.id, start_at: "2026-12-01", daycount: 1, finish_at: "2026-12-01" });
    expect((await grant(employee.id, "2026-12-30", 3)).json()).toMatchObject({ finish_at: "2027-01-01" });
    // The generic route too, and a change moves the end with it.
    const created = await api.created("/permits", { employee_id: employee.id, start_at: "2027-02-27", daycount: 2 });
    expect(created.finish_at).toBe("2027-02-28");
    const changed = await api.call("PUT", `/permits/${created.id}`, { employee_id: employee.id, start_at: "2027-02-27", daycount: 4 });
    expect(changed.json()).toMatchObject({ finish_at: "2027-03-02" });
  });

  it("refuses a leave overlapping another of the same employee: 422 on start_at naming the other leave's dates", async () => {
    const employee = await api.employee();
    expect((await grant(employee.id, "2026-12-10", 2)).statusCode).toBe(201);
    for (const [start, days] of [["2026-12-11", 1], ["2026-12-08", 3], ["2026-12-09", 10]] as const) {
      const refused = await grant(employee.id, start, days);
      expect(refused.statusCode, `${start} + ${days}`).toBe(422);
      expect(refused.json().errors).toEqual({ start_at: ["Bu tarihlerde çalışanın başka bir izni var (10.12.2026 – 11.12.2026)."] });
    }
    // The days right before and after are free; another employee's leave never collides.
    expect((await grant(employee.id, "2026-12-09", 1)).statusCode).toBe(201);
    expect((await grant(employee.id, "2026-12-12", 1)).statusCode).toBe(201);
    const colleague = await api.employee({ full_name: "Hasan Öztürk" });
    expect((await grant(colleague.id, "2026-12-10", 2)).statusCode).toBe(201);
    expect((await api.call("GET", `/employees/${employee.id}/permits`)).json().total).toBe(3);
  });

  it("answers the overlap in the caller's language", async () => {
    const employee = await api.employee();
    await grant(employee.id, "2026-12-20", 1);
    const refused = await t.app.inject({ method: "POST", url: `/api/employees/${employee.id}/permits`, headers: { ...owner.headers, "accept-language": "de" }, payload: { start_at: "2026-12-20", daycount: 1 } });
    expect(refused.json().errors.start_at).toEqual(["Der Mitarbeiter hat in diesem Zeitraum bereits Urlaub (20.12.2026 – 20.12.2026)."]);
  });

  it("lets a leave be changed over its own days, not onto another's", async () => {
    const employee = await api.employee();
    const first = (await grant(employee.id, "2027-01-10", 3)).json();
    await grant(employee.id, "2027-01-20", 1);
    const longer = await api.call("PUT", `/permits/${first.id}`, { employee_id: employee.id, start_at: "2027-01-10", daycount: 5 });
    expect(longer.statusCode, longer.body).toBe(200);
    const onto = await api.call("PUT", `/permits/${first.id}`, { employee_id: employee.id, start_at: "2027-01-10", daycount: 11 });
    expect(onto.statusCode).toBe(422);
    expect(Object.keys(onto.json().errors)).toEqual(["start_at"]);
  });

  it("grants only one of several overlapping leaves sent at once", async () => {
    const employee = await api.employee();
    // Several at once, so that on PostgreSQL their checks really run side by side (the employee's lock orders them).
    // Five days from the 1st to the 5th of March: any two of them overlap.
    const sent = await Promise.all(["01", "02", "03", "04", "05", "01"].map((day) => grant(employee.id, `2027-03-${day}`, 5)));
    expect(sent.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect((await api.call("GET", `/employees/${employee.id}/permits`)).json().total).toBe(1);
  });

  it("refuses leave for an employee in the bin", async () => {
    const employee = await api.employee();
    await api.call("DELETE", `/employees/${employee.id}`);
    expect((await grant(employee.id, "2027-04-01", 1)).statusCode).toBe(404);
    const generic = await api.call("POST", "/permits", { employee_id: employee.id, start_at: "2027-04-01", daycount: 1 });
    expect(generic.statusCode).toBe(422);
    expect(Object.keys(generic.json().errors)).toEqual(["employee_id"]);
  });

  it("takes no finish_at from the client, and 1 to 365 days", async () => {
    const employee = await api.employee();
    expect((await api.call("POST", `/employees/${employee.id}/permits`, { start_at: "2027-05-01", daycount: 1, finish_at: "2027-06-01" })).statusCode).toBe(422);
    expect((await grant(employee.id, "2027-05-01", 0)).statusCode).toBe(422);
    expect((await grant(employee.id, "2027-05-01", 366)).statusCode).toBe(422);
  });
});
