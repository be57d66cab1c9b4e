import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../../src/domain/periods";
import { startFakeServer, type FakeHandler, type FakeServer } from "../../integrations/testing/fakeHttpServer";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor } from "../../test/fixtures";
import { organikAccepts, organikNumbers, platformEnv } from "../sms/test-helpers";
import { reminderJobType, reminderKey } from "./automatic-reminders";

type Body = Record<string, unknown>;
let t: TestApp;
let fake: FakeServer;
let answer: FakeHandler;

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  t = await createTestApp(platformEnv(fake.url));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  answer = organikAccepts;
});

const today = () => localDateIn(new Date());
/** The instant of a wall-clock time in Istanbul (UTC+3 all year), as the schedule keyword stores it. */
const istanbul = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
const HOUR = 3_600_000;
/** Numbers the fake gateway received so far. */
const received = () => fake.requests.flatMap(organikNumbers);

let phone = 5000000;

/**
 * A shop on the platform account with `credits`, its reminder templates, the automatic reminders' switches as given
 * (both on unless told otherwise) and one client with a mobile.
 */
async function shop(options: { credits?: number; settings?: Body; actor?: Parameters<typeof createActor>[1] } = {}) {
  const actor = await createActor(t.database.db, options.actor);
  const companyId = actor.companyId;
  await t.app.unitOfWork({ companyId }, async (repos) => {
    if ((options.credits ?? 10) > 0) await repos.smsCredits.grant(options.credits ?? 10, "grant");
    await repos.resource("sms_settings").create({ account: "platform", provider: "organik", rehearsal_perm: true, appointment_perm: true, ...options.settings });
    await repos.resource("sms_templates").create({ title: "Prova", kind: "rehearsal", purpose: "service", message: "Sayın {musteri}, {tarih} {saat} provanızı hatırlatırız. {firma}" });
    await repos.resource("sms_templates").create({ title: "Randevu", kind: "appointment", purpose: "service", message: "Sayın {musteri}, {tarih} {saat} randevunuzu hatırlatırız. {firma}" });
  });
  const repos = t.app.repositories({ companyId });
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Body, language = "tr") =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) });
  const client = async (values: Body = {}) => {
    phone++;
    return (await repos.resource("clients").create({ type: "person", role: "client", full_name: "Ayşe Yılmaz", gsm: `+90532${phone}`, ...values })) as Record<string, any>;
  };
  const company = (await repos.company.get())!.full_name;
  return {
    actor,
    repos,
    call,
    client,
    company,
    book: async (resource: string, values: Body) => {
      const response = await call("POST", `/${resource}`, { start_time: "10:00", end_time: "11:00", ...values, end_date: values.end_date ?? values.start_date });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Record<string, any>;
    },
    /** PUT of the whole appointment with some values changed. */
    change: async (resource: string, row: Record<string, any>, values: Body) => {
      const { client_id, employee_id, services, start_date, start_time, end_date, end_time, description, contract_no, send_sms } = row;
      const body = Object.fromEntries(Object.entries({ client_id, employee_id, services, start_date, start_time, end_date, end_time, description, contract_no, send_sms, ...values }).filter(([, value]) => value !== null));
      const response = await call("PUT", `/${resource}/${row.id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, any>;
    },
    job: (resource: "appointments" | "coiffeurAppointments", id: number, generation = 1) => repos.jobs.find(reminderJobType(resource), reminderKey(resource, id, generation)),
    balance: () => repos.smsCredits.balance(),
    messages: async () => (await repos.resource("sms_messages").list({ page: 1, perPage: 50, filters: {}, sort: "id", order: "asc" })).rows,
  };
}

describe("POST /appointment-reminder", () => {
  it("sends the shop's fitting reminder now, filled in, through the SMS module: the gateway gets it and the balance drops", async () => {
    const a = await shop({ credits: 5 });
    const client = await a.client({ full_name: "Zeynep Demir" });
    const row = await a.book("appointments", { client_id: client.id, start_date: "2031-05-06", start_time: "14:30", end_time: "15:30" });
    const before = received().length;

    const response = await a.call("POST", "/appointment-reminder", { id: row.id });
    expect(response.statusCode, response.body).toBe(200);
    const text = `Sayın Zeynep Demir, 06.05.2031 14:30 provanızı hatırlatırız. ${a.company}`;
    expect(response.json()).toEqual({
      message: "Hatırlatma SMS'i gönderildi.",
      text,
      balance: expect.objectContaining({ account: "platform", credits: 4 }),
    });
    expect(await a.messages()).toMatchObject([{ client_id: client.id, message: text, purpose: "service", source: "rehearsal", status: "queued" }]);
    await t.app.jobs.runDue();
    expect(received().slice(before)).toEqual([String(client.gsm).slice(1)]);
    expect((await a.messages())[0].status).toBe("sent");
  });

  it("sends a typed text with its placeholders filled; the hairdresser's uses its own address and template", async () => {
    const a = await shop();
    const client = await a.client({ full_name: "Merve Ak" });
    const fitting = await a.book("appointments", { client_id: client.id, start_date: "2031-05-07" });
    const typed = await a.call("POST", "/appointment-reminder", { id: fitting.id, text: "{musteri}, yarın {saat}'te bekliyoruz." });
    expect(typed.json()).toMatchObject({ text: "Merve Ak, yarın 10:00'te bekliyoruz." });
    const hair = await a.book("coiffeurAppointments", { client_id: client.id, start_date: "2031-05-08", start_time: "09:00", end_time: "10:00" });
    const reminded = await a.call("POST", "/coiffeur-appointment-reminder", { id: hair.id }, "de");
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toMatchObject({ message: "Die Erinnerungs-SMS wurde gesendet.", text: `Sayın Merve Ak, 08.05.2031 09:00 randevunuzu hatırlatırız. ${a.company}` });
    // The same text for the same appointment within the minute (a double click) is one message.
    await a.call("POST", "/coiffeur-appointment-reminder", { id: hair.id });
    expect((await a.messages()).map((message) => message.source)).toEqual(["rehearsal", "appointment"]);
  });

  it("refuses clearly: no mobile (422), credits short (409 with both figures), SMS not set up (409), no client (422), nothing sent", async () => {
    const a = await shop({ credits: 0 });
    const noPhone = await a.client({ gsm: null });
    const withoutMobile = await a.book("appointments", { client_id: noPhone.id, start_date: "2031-05-09" });
    const refusedPhone = await a.call("POST", "/appointment-reminder", { id: withoutMobile.id });
    expect(refusedPhone.statusCode).toBe(422);
    expect(refusedPhone.json().errors).toEqual({ id: ["Müşterinin cep telefonu numarası yok."] });

    const row = await a.book("appointments", { client_id: (await a.client()).id, start_date: "2031-05-10" });
    const short = await a.call("POST", "/appointment-reminder", { id: row.id });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ message: "Yetersiz SMS kredisi: 1 kredi gerekiyor, 0 kredi var.", code: "smsBalance", needed: 1, available: 0 });

    const gone = await t.app.unitOfWork({ companyId: a.actor.companyId }, (repos) =>
      repos.resource("appointments").create({ client_id: null, start_date: "2031-05-11", start_time: "10:00", end_date: "2031-05-11", end_time: "11:00", status: "active", source: "shop" }),
    );
    const noClient = await a.call("POST", "/appointment-reminder", { id: gone.id });
    expect(noClient.statusCode).toBe(422);
    expect(noClient.json().errors).toEqual({ id: ["Kullanıcı bulunamadı"] });
    expect(await a.messages()).toEqual([]);

    // The shop's own gateway without its credentials.
    const own = await shop({ settings: { account: "own", provider: "netgsm" } });
    const ownRow = await own.book("appointments", { client_id: (await own.client()).id, start_date: "2031-05-12" });
    const notReady = await own.call("POST", "/appointment-reminder", { id: ownRow.id });
    expect(notReady.statusCode, notReady.body).toBe(409);
    expect(notReady.json().message).toMatch(/\S/);
    expect(await own.messages()).toEqual([]);
  });

  it("answers 404 for another company's appointment and 403 without the calendar's flag", async () => {
    const a = await shop();
    const b = await shop();
    const row = await a.book("appointments", { client_id: (await a.client()).id, start_date: "2031-05-13" });
    expect((await b.call("POST", "/appointment-reminder", { id: row.id })).statusCode).toBe(404);
    expect((await b.call("POST", "/coiffeur-appointment-reminder", { id: row.id })).statusCode).toBe(404);
    const lacking = await createActor(t.database.db, { companyId: a.actor.companyId, firstUser: false, permissions: { appointment_permission: false } });
    const refused = await t.app.inject({ method: "POST", url: "/api/appointment-reminder", headers: lacking.headers, payload: { id: row.id } });
    expect(refused.statusCode).toBe(403);
    expect(await a.messages()).toEqual([]);
    expect(await b.messages()).toEqual([]);
  });
});

describe("automatic reminders", () => {
  it("queues one at the start less 24 hours, moves it with the appointment, cancels it when SMS is turned off and arms it again when on", async () => {
    const a = await shop();
    const client = await a.client();
    const day = addDays(today(), 5);
    const row = await a.book("appointments", { client_id: client.id, start_date: day, send_sms: true });
    const first = await a.job("appointments", row.id);
    expect(first).toMatchObject({ status: "pending" });
    expect(first!.runAt.toISOString()).toBe(new Date(istanbul(day, "10:00").getTime() - 24 * HOUR).toISOString());

    const moved = await a.change("appointments", row, { start_date: addDays(day, 1), end_date: addDays(day, 1), start_time: "15:00", end_time: "16:00" });
    expect((await a.job("appointments", row.id))!.runAt.toISOString()).toBe(new Date(istanbul(addDays(day, 1), "15:00").getTime() - 24 * HOUR).toISOString());

    const off = await a.change("appointments", moved, { send_sms: false });
    expect(await a.job("appointments", row.id)).toMatchObject({ status: "cancelled" });
    await a.change("appointments", off, { send_sms: true });
    expect(await a.job("appointments", row.id)).toMatchObject({ status: "cancelled" });
    expect(await a.job("appointments", row.id, 2)).toMatchObject({ status: "pending" });
  });

  it("follows the shop's reminder hours, and queues none whose moment has passed, without send_sms or with the switch off", async () => {
    const a = await shop();
    await a.call("PUT", "/appointment_settings", { reminder_hours: 48 });
    const client = await a.client();
    const soon = await a.book("appointments", { client_id: client.id, start_date: addDays(today(), 1), send_sms: true });
    expect(await a.job("appointments", soon.id)).toBeNull();
    const later = await a.book("appointments", { client_id: client.id, start_date: addDays(today(), 7), send_sms: true });
    expect((await a.job("appointments", later.id))!.runAt.toISOString()).toBe(new Date(istanbul(addDays(today(), 7), "10:00").getTime() - 48 * HOUR).toISOString());
    const quiet = await a.book("appointments", { client_id: client.id, start_date: addDays(today(), 8), send_sms: false });
    expect(await a.job("appointments", quiet.id)).toBeNull();

    // The hairdresser's switch off: no reminder there, the fittings' still on.
    const b = await shop({ settings: { appointment_perm: false } });
    const bClient = await b.client();
    const hair = await b.book("coiffeurAppointments", { client_id: bClient.id, start_date: addDays(today(), 7), send_sms: true });
    expect(await b.job("coiffeurAppointments", hair.id)).toBeNull();
    const fitting = await b.book("appointments", { client_id: bClient.id, start_date: addDays(today(), 7), send_sms: true });
    expect(await b.job("appointments", fitting.id)).toMatchObject({ status: "pending" });
  });

  it("cancels it when the appointment is completed or deleted", async () => {
    const a = await shop();
    const client = await a.client();
    const hair = await a.book("coiffeurAppointments", { client_id: client.id, start_date: addDays(today(), 6), send_sms: true });
    expect(await a.job("coiffeurAppointments", hair.id)).toMatchObject({ status: "pending" });
    const done = await a.call("POST", `/coiffeur-appointment-set-passive/${hair.id}`);
    expect(done.json()).toMatchObject({ status: "passive" });
    expect(await a.job("coiffeurAppointments", hair.id)).toMatchObject({ status: "cancelled" });

    const fitting = await a.book("appointments", { client_id: client.id, start_date: addDays(today(), 6), send_sms: true });
    expect(await a.job("appointments", fitting.id)).toMatchObject({ status: "pending" });
    expect((await a.call("DELETE", `/appointments/${fitting.id}`)).statusCode).toBe(200);
    expect(await a.job("appointments", fitting.id)).toMatchObject({ status: "cancelled" });
  });

  it("arms it when an online booking is accepted into the calendar", async () => {
    const a = await shop();
    const client = await a.client();
    const day = addDays(today(), 9);
    const booking = await t.app.unitOfWork({ companyId: a.actor.companyId }, (repos) =>
      repos.resource("appointments").create({
        client_id: client.id,
        start_date: day,
        start_time: "11:00",
        end_date: day,
        end_time: "12:00",
        starts_at: istanbul(day, "11:00").toISOString(),
        ends_at: istanbul(day, "12:00").toISOString(),
        status: "pending",
        source: "online",
        send_sms: true,
      }),
    );
    expect(await a.job("appointments", Number(booking.id))).toBeNull();
    const accepted = await a.call("POST", `/appointments/${booking.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "active" });
    const job = await a.job("appointments", Number(booking.id));
    expect(job).toMatchObject({ status: "pending" });
    expect(job!.runAt.toISOString()).toBe(new Date(istanbul(day, "11:00").getTime() - 24 * HOUR).toISOString());
  });

  it("sends the template at its moment, with the day and time the appointment has then, once", async () => {
    const a = await shop({ credits: 3 });
    const client = await a.client({ full_name: "Elif Kaya" });
    const day = addDays(today(), 4);
    const booked = await a.book("coiffeurAppointments", { client_id: client.id, start_date: day, send_sms: true });
    // Moved before its moment: the reminder says the new time.
    const row = await a.change("coiffeurAppointments", booked, { start_time: "12:00", end_time: "13:00" });
    const job = (await a.job("coiffeurAppointments", row.id))!;
    expect(job.runAt.toISOString()).toBe(new Date(istanbul(day, "12:00").getTime() - 24 * HOUR).toISOString());
    const before = received().length;
    // Not yet: nothing is due.
    await t.app.jobs.runDue({ now: new Date(job.runAt.getTime() - 60_000) });
    expect(await a.messages()).toEqual([]);
    // Its moment: the SMS is queued and then sent.
    const due = new Date(job.runAt.getTime() + 1_000);
    await t.app.jobs.runDue({ now: due });
    await t.app.jobs.runDue({ now: due });
    const [message] = await a.messages();
    expect(message).toMatchObject({ message: `Sayın Elif Kaya, ${day.split("-").reverse().join(".")} 12:00 randevunuzu hatırlatırız. ${a.company}`, source: "appointment", status: "sent" });
    // (Other shops' reminders of this file fall due by then too.)
    const number = String(client.gsm).slice(1);
    expect(received().slice(before).filter((sent) => sent === number)).toEqual([number]);
    expect(await a.job("coiffeurAppointments", row.id)).toMatchObject({ status: "done" });
    expect(await a.balance()).toBe(2);
    await t.app.jobs.runDue({ now: due });
    expect(await a.messages()).toHaveLength(1);
  });
});
