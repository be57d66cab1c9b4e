import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, endOfMonth, endOfWeek, localDateIn, startOfMonth, startOfWeek } from "../../../src/domain/periods";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;
let t: TestApp;
const today = () => localDateIn(new Date());

/** The instant of a wall-clock time in Istanbul (UTC+3 all year), as the schedule keyword stores it. */
const istanbul = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();

/** One shop's appointments API, with its clients and employees written through the repositories. */
async function shop(options: Parameters<typeof createActor>[1] = {}) {
  const actor = await createActor(t.database.db, options);
  const repos = t.app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Body, language = "tr") =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) });
  return {
    actor,
    repos,
    call,
    client: async (full_name = "Ayşe Yılmaz") => (await repos.resource("clients").create({ type: "person", role: "client", full_name })).id as number,
    employee: async (full_name = "Elif Kaya") => (await repos.resource("employees").create({ full_name, salary: "20000.00", commission: 10 })).id as number,
    book: async (resource: string, values: Body) => {
      const response = await call("POST", `/${resource}`, { start_time: "10:00", end_time: "11:00", ...values, end_date: values.end_date ?? values.start_date });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Record<string, any>;
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /appointmentsCalendar", () => {
  it("answers the range's fittings as events: the client's name as the title, the employee's name, the instants and _can", async () => {
    const a = await shop();
    const client = await a.client("Zeynep Demir");
    const elif = await a.employee("Elif Kaya");
    const fatma = await a.employee("Fatma Şahin");
    const first = await a.book("appointments", { client_id: client, employee_id: elif, start_date: "2031-05-05", services: [], description: "İlk prova", contract_no: "1203", send_sms: false });
    const second = await a.book("appointments", { client_id: client, employee_id: fatma, start_date: "2031-05-05", start_time: "10:30", end_time: "12:00" });
    // Outside the range: the day before and the day after.
    await a.book("appointments", { client_id: client, start_date: "2031-05-04" });
    await a.book("appointments", { client_id: client, start_date: "2031-05-08" });
    const inside = await a.book("appointments", { client_id: client, start_date: "2031-05-07", start_time: "18:00", end_time: "19:00" });

    const response = await a.call("GET", "/appointmentsCalendar?start=2031-05-05&end=2031-05-07");
    expect(response.statusCode, response.body).toBe(200);
    const events = response.json() as Record<string, any>[];
    expect(events.map((event) => event.id)).toEqual([first.id, second.id, inside.id]);
    expect(events[0]).toEqual({
      id: first.id,
      title: "Zeynep Demir",
      client_id: client,
      employee_id: elif,
      employee_name: "Elif Kaya",
      start: istanbul("2031-05-05", "10:00"),
      end: istanbul("2031-05-05", "11:00"),
      start_date: "2031-05-05",
      start_time: "10:00",
      end_date: "2031-05-05",
      end_time: "11:00",
      status: "active",
      source: "shop",
      services: [],
      description: "İlk prova",
      contract_no: "1203",
      send_sms: false,
      version: first.version,
      _can: expect.objectContaining({ update: true, delete: true, complete: true, accept: false }),
    });
    expect(events[1]).toMatchObject({ employee_name: "Fatma Şahin", start: istanbul("2031-05-05", "10:30"), end: istanbul("2031-05-05", "12:00") });

    // One employee's calendar.
    const elifs = await a.call("GET", `/appointmentsCalendar?start=2031-05-05&end=2031-05-07&employee_id=${elif}`);
    expect(elifs.json().map((event: Body) => event.id)).toEqual([first.id]);
  });

  it("takes an appointment that runs into the range from the day before", async () => {
    const a = await shop();
    const client = await a.client();
    const overnight = await a.book("appointments", { client_id: client, start_date: "2031-06-01", start_time: "22:00", end_date: "2031-06-02", end_time: "01:00" });
    const events = (await a.call("GET", "/appointmentsCalendar?start=2031-06-02&end=2031-06-02")).json() as Body[];
    expect(events.map((event) => event.id)).toEqual([overnight.id]);
  });

  it("says null as the title of an appointment whose client is gone (the screen says 'Kullanıcı bulunamadı')", async () => {
    const a = await shop();
    const row = await t.app.unitOfWork({ companyId: a.actor.companyId }, (repos) =>
      repos.resource("appointments").create({ client_id: null, start_date: "2031-07-01", start_time: "10:00", end_date: "2031-07-01", end_time: "11:00", status: "active", source: "shop" }),
    );
    const [event] = (await a.call("GET", "/appointmentsCalendar?start=2031-07-01&end=2031-07-01")).json() as Body[];
    expect(event).toMatchObject({ id: row.id, title: null, client_id: null, employee_name: null });
  });

  it("refuses a range over 62 days or ending before it starts, naming `end`, in the caller's language", async () => {
    const a = await shop();
    expect((await a.call("GET", "/appointmentsCalendar?start=2031-01-01&end=2031-03-03")).statusCode).toBe(200);
    const long = await a.call("GET", "/appointmentsCalendar?start=2031-01-01&end=2031-03-04");
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ end: ["Takvim bir seferde en fazla 62 gün gösterebilir."] });
    const backwards = await a.call("GET", "/appointmentsCalendar?start=2031-01-02&end=2031-01-01", undefined, "de");
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ end: ["Das Enddatum darf nicht vor dem Startdatum liegen."] });
    expect((await a.call("GET", "/appointmentsCalendar?start=2031-01-02")).statusCode).toBe(422);
  });

  it("never answers another company's appointments; another company's id is a 404; an operator's 'all' view names the dealer", async () => {
    const a = await shop();
    const b = await shop();
    const mine = await a.book("appointments", { client_id: await a.client(), start_date: "2031-08-01" });
    const theirs = await b.book("appointments", { client_id: await b.client(), start_date: "2031-08-01" });
    const range = "start=2031-08-01&end=2031-08-01";
    expect((await a.call("GET", `/appointmentsCalendar?${range}`)).json().map((event: Body) => event.id)).toEqual([mine.id]);
    expect((await b.call("GET", `/appointmentsCalendar?${range}`)).json().map((event: Body) => event.id)).toEqual([theirs.id]);
    expect((await b.call("GET", `/appointments/${mine.id}`)).statusCode).toBe(404);
    expect((await b.call("POST", `/appointment-set-passive/${mine.id}`)).statusCode).toBe(404);
    // A shop's user may not ask for 'all'; an operator may, for one dealer.
    expect((await a.call("GET", `/appointmentsCalendar?${range}&scope=all`)).statusCode).toBe(403);
    const operator = await shop({ roles: ["admin"] });
    const dealer = await operator.call("GET", `/appointmentsCalendar?${range}&scope=all&company_id=${a.actor.companyId}`);
    expect(dealer.statusCode, dealer.body).toBe(200);
    expect(dealer.json().map((event: Body) => event.id)).toEqual([mine.id]);
  });

  it("answers 403 without the calendar's flag, each calendar its own", async () => {
    const owner = await shop();
    const fittingsOnly = await shop({ companyId: owner.actor.companyId, firstUser: false, permissions: { coiffeurappointment_permission: false } });
    const range = "start=2031-08-01&end=2031-08-01";
    expect((await fittingsOnly.call("GET", `/appointmentsCalendar?${range}`)).statusCode).toBe(200);
    expect((await fittingsOnly.call("GET", `/coiffeurAppointments/calendar?${range}`)).statusCode).toBe(403);
    expect((await fittingsOnly.call("GET", "/coiffeur-appointments-paginate")).statusCode).toBe(403);
    expect((await fittingsOnly.call("GET", `/coiffeur-appointments-index?${range}`)).statusCode).toBe(403);
    const hairOnly = await shop({ companyId: owner.actor.companyId, firstUser: false, permissions: { appointment_permission: false } });
    expect((await hairOnly.call("GET", `/appointmentsCalendar?${range}`)).statusCode).toBe(403);
    expect((await hairOnly.call("GET", `/coiffeurAppointments/calendar?${range}`)).statusCode).toBe(200);
  });
});

describe("the hairdresser's calendar and list", () => {
  it("answers GET /coiffeurAppointments/calendar beside the generic GET /coiffeurAppointments/:id", async () => {
    const a = await shop();
    const row = await a.book("coiffeurAppointments", { client_id: await a.client("Merve Ak"), start_date: "2031-09-10" });
    const calendar = await a.call("GET", "/coiffeurAppointments/calendar?start=2031-09-01&end=2031-09-30");
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json()).toMatchObject([{ id: row.id, title: "Merve Ak", _can: { complete: true } }]);
    const one = await a.call("GET", `/coiffeurAppointments/${row.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: row.id, start_date: "2031-09-10" });
  });

  it("counts today, tomorrow, this week (from Monday), this month on the company's clock, and the active and passive ones", async () => {
    const a = await shop();
    const client = await a.client();
    const day = today();
    const days = [day, addDays(day, 1), addDays(day, 2), addDays(day, -1), addDays(day, -3), addDays(day, 6), addDays(day, 40), addDays(day, -40)];
    const rows = [];
    for (const start_date of days) rows.push(await a.book("coiffeurAppointments", { client_id: client, start_date }));
    expect((await a.call("POST", `/coiffeur-appointment-set-passive/${rows[3].id}`)).statusCode).toBe(200);
    // A fitting is not the hairdresser's.
    await a.book("appointments", { client_id: client, start_date: day });

    const within = (from: string, to: string) => days.filter((date) => date >= from && date <= to).length;
    const expected = {
      today: 1,
      tomorrow: 1,
      weekly: within(startOfWeek(day), endOfWeek(day)),
      monthly: within(startOfMonth(day), endOfMonth(day)),
      active: days.length - 1,
      passive: 1,
    };
    const list = await a.call("GET", "/coiffeurAppointments");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().counters).toEqual(expected);

    // The spec's paginate is that list (its filters too), the index the range's rows.
    const paginate = await a.call("GET", `/coiffeur-appointments-paginate?perPage=3&start_date_period=today`);
    expect(paginate.statusCode, paginate.body).toBe(200);
    expect(paginate.json()).toMatchObject({ current_page: 1, per_page: 3, total: 1, counters: expected, data: [{ id: rows[0].id }] });
    expect((await a.call("GET", "/coiffeur-appointments-paginate?perPage=1000")).statusCode).toBe(422);
    const index = await a.call("GET", `/coiffeur-appointments-index?start=${addDays(day, -1)}&end=${addDays(day, 1)}`);
    expect(index.statusCode, index.body).toBe(200);
    expect(index.json().map((row: Body) => row.id)).toEqual([rows[3].id, rows[0].id, rows[1].id]);
    expect(index.json()[0]).toMatchObject({ status: "passive", _can: { complete: false } });
    expect((await a.call("GET", `/coiffeur-appointments-index?start=${day}&end=${addDays(day, 62)}`)).statusCode).toBe(422);
  });
});

describe("completing", () => {
  it("sets the appointment passive once; a passive one cannot be completed again", async () => {
    const a = await shop();
    const row = await a.book("appointments", { client_id: await a.client(), start_date: "2031-10-01" });
    const done = await a.call("POST", `/appointment-set-passive/${row.id}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "passive", _can: { complete: false } });
    expect((await a.call("POST", `/appointments/${row.id}/complete`)).statusCode).toBe(403);
  });
});
