import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";

type Body = Record<string, unknown>;
let t: TestApp;
let owner: Actor;

/** One shop's API and its people, made through the repositories. */
function shopApi(actor: Actor) {
  const repos = t.app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  return {
    call: (method: "GET" | "POST" | "PUT", url: string, payload?: Body, language = "tr") =>
      t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) }),
    client: async (name: string) => (await repos.resource("clients").create({ type: "person", full_name: name, role: "client" })).id as number,
    employee: async (name: string) => (await repos.resource("employees").create({ full_name: name, salary: "30000.00", commission: 0 })).id as number,
  };
}

let api: ReturnType<typeof shopApi>;
let ayse: number;
let fatma: number;
let seda: number;
let derya: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = shopApi(owner);
  ayse = await api.client("Ayşe Yılmaz");
  fatma = await api.client("Fatma Demir");
  seda = await api.employee("Seda Terzi");
  derya = await api.employee("Derya Prova");
});
afterAll(() => t?.close());

const fitting = (day: string, start: string, end: string, values: Body = {}) => ({ client_id: ayse, start_date: day, start_time: start, end_date: day, end_time: end, ...values });

describe("x-resource.schedule: a span of the shop's wall clock that never overlaps in its calendar", () => {
  it("keeps the span's instants in the shop's time zone and refuses an end not after the start", async () => {
    const created = await api.call("POST", "/appointments", fitting("2027-06-01", "10:00", "11:00", { employee_id: seda }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ starts_at: "2027-06-01T07:00:00.000Z", ends_at: "2027-06-01T08:00:00.000Z", status: "active" });
    const backwards = await api.call("POST", "/appointments", fitting("2027-06-02", "11:00", "10:00", { employee_id: seda }));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_time).toEqual(["Bitiş, başlangıçtan sonra olmalıdır."]);
    // Over midnight is one span: the end's day counts.
    const overnight = await api.call("POST", "/appointments", fitting("2027-06-02", "23:00", "01:00", { employee_id: seda, end_date: "2027-06-03" }));
    expect(overnight.statusCode, overnight.body).toBe(201);
  });

  it("refuses an overlap of one employee with a 409 naming the other appointment, in the caller's language; touching ends and another employee are free", async () => {
    const first = await api.call("POST", "/appointments", fitting("2027-06-10", "10:00", "11:00", { employee_id: seda }));
    expect(first.statusCode).toBe(201);
    for (const [start, end] of [["10:30", "11:30"], ["09:30", "10:15"], ["10:15", "10:45"], ["09:00", "12:00"]]) {
      const clash = await api.call("POST", "/appointments", fitting("2027-06-10", start!, end!, { employee_id: seda, client_id: fatma }));
      expect(clash.statusCode, `${start}–${end}`).toBe(409);
      expect(clash.json()).toMatchObject({
        code: "scheduleClash",
        message: "Bu saatte başka bir randevu var: Ayşe Yılmaz, 10.06.2027 10:00–11:00.",
        clash: { id: first.json().id, name: "Ayşe Yılmaz", start_date: "2027-06-10", start_time: "10:00", end_time: "11:00" },
      });
    }
    const german = await api.call("POST", "/appointments", fitting("2027-06-10", "10:30", "11:30", { employee_id: seda }), "de");
    expect(german.json().message).toBe("Zu dieser Zeit gibt es bereits einen Termin: Ayşe Yılmaz, 10.06.2027 10:00–11:00.");
    expect((await api.call("POST", "/appointments", fitting("2027-06-10", "11:00", "12:00", { employee_id: seda }))).statusCode).toBe(201);
    expect((await api.call("POST", "/appointments", fitting("2027-06-10", "09:00", "10:00", { employee_id: seda }))).statusCode).toBe(201);
    expect((await api.call("POST", "/appointments", fitting("2027-06-10", "10:00", "11:00", { employee_id: derya }))).statusCode).toBe(201);
  });

  it("without an employee, clashes with the calendar's others without one; the hairdresser's calendar is its own", async () => {
    expect((await api.call("POST", "/appointments", fitting("2027-06-11", "14:00", "15:00"))).statusCode).toBe(201);
    expect((await api.call("POST", "/appointments", fitting("2027-06-11", "14:30", "15:30", { client_id: fatma }))).statusCode).toBe(409);
    expect((await api.call("POST", "/appointments", fitting("2027-06-11", "14:30", "15:30", { employee_id: seda }))).statusCode).toBe(201);
    expect((await api.call("POST", "/coiffeurAppointments", fitting("2027-06-11", "14:30", "15:30"))).statusCode).toBe(201);
  });

  it("checks a move against the others but not against itself, and a change of text alone not at all", async () => {
    const morning = (await api.call("POST", "/appointments", fitting("2027-06-12", "09:00", "10:00", { employee_id: derya }))).json();
    const noon = (await api.call("POST", "/appointments", fitting("2027-06-12", "12:00", "13:00", { employee_id: derya }))).json();
    const change = (row: Body, values: Body) => api.call("PUT", `/appointments/${row.id}`, { ...fitting(String(row.start_date).slice(0, 10), String(row.start_time), String(row.end_time), { employee_id: row.employee_id }), ...values });
    const later = await change(morning, { start_time: "09:30", end_time: "10:30" });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().starts_at).toBe("2027-06-12T06:30:00.000Z");
    const onto = await change(morning, { start_time: "12:30", end_time: "13:30" });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().clash.id).toBe(noon.id);
    const toSeda = await change(noon, { employee_id: seda });
    expect(toSeda.statusCode, toSeda.body).toBe(200);
    // Seda has 12:00–13:00 free that day; a text alone changes nothing of the span.
    expect((await change(noon, { employee_id: seda, description: "Duvak provası" })).statusCode).toBe(200);
  });

  it("leaves another shop's calendar alone: the same employee-less slot is free there", async () => {
    const other = shopApi(await createActor(t.database.db));
    const bride = await other.client("Zeynep Kaya");
    expect((await other.call("POST", "/appointments", { client_id: bride, start_date: "2027-06-11", start_time: "14:00", end_date: "2027-06-11", end_time: "15:00" })).statusCode).toBe(201);
  });

  it("of 100 bookings of one slot sent at once, exactly one is made", async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => api.call("POST", "/appointments", fitting("2027-06-20", "10:00", "11:00", { employee_id: seda }))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const listed = await api.call("GET", `/appointments?start_date=2027-06-20&employee_id=${seda}`);
    expect(listed.json().total).toBe(1);
  });
});
