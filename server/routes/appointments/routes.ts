/**
 * The appointments' routes beyond the generic ones (issue 17; spec §7 "Appointments"): each calendar's events of a
 * range (`appointmentsCalendar`, `coiffeurAppointments/calendar`), the hairdresser list's spec addresses
 * (`coiffeur-appointments-paginate`, `coiffeur-appointments-index`) and the reminder sent now
 * (`appointment-reminder`, `coiffeur-appointment-reminder`). Reads go through the caller's scope (an operator's
 * `scope=all` view as on the lists), writes through `request.unitOfWork`: the tenant is the data layer's.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addDays, type IsoDate } from "../../../src/domain/periods";
import { fillPlaceholders } from "../../../src/domain/sms/placeholders";
import type { Repositories, Row } from "../../data";
import { readScope, sessionOf } from "../../engine/access";
import { dealerQueryProperties } from "../../engine/company-choice";
import type { CustomRoutes } from "../../engine/custom-routes";
import { ID_BOUNDS, messageSchema, rowSchema, validationErrorSchema } from "../../engine/route-schemas";
import { shapeRows } from "../../engine/row-answers";
import { invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { notReady, planRecipients, queueSms } from "../../sms/queue";
import { smsAccountOf } from "../../sms/account";
import { smsBalanceOf } from "../../sms/balance";
import { replySmsBalanceRefusal, SmsBalanceRefused, smsBalanceRefusalSchema } from "../../sms/refusal";
import { reminderJobHandler, reminderJobType } from "./automatic-reminders";
import { APPOINTMENT_KINDS, smsDate, type AppointmentKind, type AppointmentResource } from "./kinds";
import { balanceSchema } from "../sms/send";

/** A calendar reads at most this many days at once (a month view with the weeks around it is 42). */
export const MAX_CALENDAR_DAYS = 62;
/** An appointment starting this many days before a range is still looked at (one lasting into it). */
const LONGEST_APPOINTMENT_DAYS = 31;
/** Rows read per page while a range is gathered, and at most this many events per answer. */
const RANGE_PAGE = 500;
export const MAX_CALENDAR_EVENTS = 3000;

const date = { type: "string", format: "date" } as const;
const id = { type: "integer", ...ID_BOUNDS } as const;
const errorResponses = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema } as const;

const rangeQuery = {
  type: "object",
  additionalProperties: false,
  properties: { start: date, end: date, employee_id: id, ...dealerQueryProperties },
  required: ["start", "end"],
} as const;

interface RangeQuery {
  start: IsoDate;
  end: IsoDate;
  employee_id?: number;
  scope?: "own" | "all";
}

const daysBetween = (start: IsoDate, end: IsoDate) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);

/** The range's checks: the end not before the start (422 on `end`), at most 62 days (422 on `end`). */
function assertRange(query: RangeQuery): void {
  if (query.end < query.start) throw invalid("end", "server.appointments.rangeBackwards");
  if (daysBetween(query.start, query.end) + 1 > MAX_CALENDAR_DAYS) throw invalid("end", "server.appointments.rangeTooLong", { days: MAX_CALENDAR_DAYS });
}

/** The repositories of a read: the caller's company, or an operator's 'all' view (and dealer) as on the lists. */
function readRepos(app: FastifyInstance, request: FastifyRequest): Repositories {
  return app.repositories(readScope(sessionOf(request), request.query as { scope?: "own" | "all" }));
}

/**
 * The appointments of one calendar that fall on the range's days (starting on or before its end, ending on or after
 * its start), soonest first, of one employee when asked; at most MAX_CALENDAR_EVENTS.
 */
export async function appointmentsInRange(repos: Repositories, resource: AppointmentResource, query: RangeQuery): Promise<Row[]> {
  const rows: Row[] = [];
  const filters = query.employee_id !== undefined ? { employee_id: query.employee_id } : {};
  const ranges = { start_date: { gte: addDays(query.start, -LONGEST_APPOINTMENT_DAYS), lte: query.end }, end_date: { gte: query.start } };
  for (let page = 1; rows.length < MAX_CALENDAR_EVENTS; page++) {
    const found = await repos.resource(resource).list({ page, perPage: RANGE_PAGE, filters, ranges, sort: "starts_at", order: "asc" });
    rows.push(...found.rows);
    if (found.rows.length < RANGE_PAGE) break;
  }
  return rows.slice(0, MAX_CALENDAR_EVENTS);
}

/** The names of the rows a list of ids points at (`full_name`), of the scope the rows were read in. */
async function namesOf(repos: Repositories, resource: "clients" | "employees", ids: unknown[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((value): value is number => typeof value === "number"))];
  const names = new Map<number, string>();
  for (let start = 0; start < wanted.length; start += RANGE_PAGE) {
    const found = await repos.resource(resource).fieldById("full_name", wanted.slice(start, start + RANGE_PAGE));
    for (const [id, name] of found) names.set(id, String(name ?? ""));
  }
  return names;
}

const instant = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());

const eventSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    // The client's full name; null when the client is gone (the screen says 'Kullanıcı bulunamadı').
    title: { type: ["string", "null"] },
    client_id: { type: ["integer", "null"] },
    employee_id: { type: ["integer", "null"] },
    employee_name: { type: ["string", "null"] },
    start: { type: ["string", "null"], format: "date-time" },
    end: { type: ["string", "null"], format: "date-time" },
    start_date: { type: ["string", "null"] },
    start_time: { type: ["string", "null"] },
    end_date: { type: ["string", "null"] },
    end_time: { type: ["string", "null"] },
    status: { type: ["string", "null"] },
    source: { type: ["string", "null"] },
    services: { type: ["array", "null"], items: { type: "integer" } },
    description: { type: ["string", "null"] },
    contract_no: { type: ["string", "null"] },
    send_sms: { type: ["boolean", "null"] },
    version: { type: "integer" },
    _can: { type: "object", additionalProperties: { type: "boolean" } },
  },
  required: ["id", "title", "client_id", "employee_id", "employee_name", "start", "end", "status", "_can"],
} as const;

/** A calendar's events: the rows as the lists answer them (`_can`), with the client's and employee's names. */
async function calendarEvents(request: FastifyRequest, repos: Repositories, kind: AppointmentKind, rows: Row[]): Promise<Row[]> {
  const [clients, employees] = await Promise.all([namesOf(repos, "clients", rows.map((row) => row.client_id)), namesOf(repos, "employees", rows.map((row) => row.employee_id))]);
  return shapeRows(kind.schema, sessionOf(request), rows).map((row) => ({
    id: row.id,
    title: typeof row.client_id === "number" ? (clients.get(row.client_id) ?? null) : null,
    client_id: row.client_id ?? null,
    employee_id: row.employee_id ?? null,
    employee_name: typeof row.employee_id === "number" ? (employees.get(row.employee_id) ?? null) : null,
    start: instant(row.starts_at),
    end: instant(row.ends_at),
    start_date: row.start_date ?? null,
    start_time: row.start_time ?? null,
    end_date: row.end_date ?? null,
    end_time: row.end_time ?? null,
    status: row.status ?? null,
    source: row.source ?? null,
    services: row.services ?? [],
    description: row.description ?? null,
    contract_no: row.contract_no ?? null,
    send_sms: row.send_sms ?? false,
    version: row.version,
    _can: row._can,
  }));
}

/** GET <calendarUrl>?start=&end=[&employee_id=]: the calendar's events of the range (at most 62 days). */
function registerCalendar(app: FastifyInstance, kind: AppointmentKind) {
  app.get(
    kind.calendarUrl,
    { schema: { tags: [kind.resource], querystring: rangeQuery, response: { 200: { type: "array", items: eventSchema }, ...errorResponses } } },
    async (request) => {
      const query = request.query as RangeQuery;
      assertRange(query);
      const repos = readRepos(app, request);
      return calendarEvents(request, repos, kind, await appointmentsInRange(repos, kind.resource, query));
    },
  );
}

/**
 * The hairdresser list's spec addresses: `coiffeur-appointments-paginate` is the generic list (`GET
 * /coiffeurAppointments`: filters, period, employee, keyword, the operators' 'all' view, the six counters) under its
 * spec name, called with the caller's token, language and query string; `coiffeur-appointments-index` the range's
 * rows as one array (`start`, `end`, `employee_id`, as the calendar).
 */
function registerHairdresserList(app: FastifyInstance) {
  const kind = APPOINTMENT_KINDS.coiffeurAppointments;
  app.get("/coiffeur-appointments-paginate", { schema: { tags: [kind.resource] } }, async (request, reply) => {
    const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const headers = Object.fromEntries(["authorization", "accept-language"].flatMap((name) => (request.headers[name] ? [[name, String(request.headers[name])]] : [])));
    const answer = await app.inject({ method: "GET", url: `${app.prefix}/${kind.resource}${search}`, headers });
    const type = answer.headers["content-type"];
    if (type) reply.type(String(type));
    return reply.code(answer.statusCode).send(answer.payload);
  });
  app.get(
    "/coiffeur-appointments-index",
    { schema: { tags: [kind.resource], querystring: rangeQuery, response: { 200: { type: "array", items: rowSchema(kind.schema) }, ...errorResponses } } },
    async (request) => {
      const query = request.query as RangeQuery;
      assertRange(query);
      const repos = readRepos(app, request);
      return shapeRows(kind.schema, sessionOf(request), await appointmentsInRange(repos, kind.resource, query));
    },
  );
}

const reminderBody = {
  type: "object",
  additionalProperties: false,
  properties: { id, text: { type: "string", minLength: 1, maxLength: 1000 } },
  required: ["id"],
} as const;

const reminderAnswer = {
  type: "object",
  properties: {
    message: { type: "string" },
    // The SMS as sent, its placeholders filled.
    text: { type: "string" },
    balance: balanceSchema,
  },
  required: ["message", "text", "balance"],
} as const;

/** The minute a reminder by hand falls in: the same text for the same appointment within it is one message. */
const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * The text of an appointment's reminder: the one typed, or the shop's template of the calendar's kind ("rehearsal"
 * for fittings, "appointment" for the hairdresser), with `{musteri}`, `{tarih}`, `{saat}` and `{firma}` filled.
 */
async function reminderText(repos: Repositories, kind: AppointmentKind, row: Row, client: Row, typed: string | undefined): Promise<string> {
  let text = typed;
  if (text === undefined) {
    const templates = await repos.resource("sms_templates").list({ page: 1, perPage: 1, filters: { kind: kind.smsKind }, sort: "id", order: "asc" });
    if (!templates.rows[0]) throw invalid("text", "server.appointments.noTemplate");
    text = String(templates.rows[0].message);
  }
  const company = (await repos.company.get())?.full_name ?? "";
  return fillPlaceholders(text, { musteri: String(client.full_name ?? ""), tarih: smsDate(row.start_date), saat: String(row.start_time ?? ""), firma: company });
}

/**
 * POST <reminderUrl> {id, text?}: the appointment's client reminded now by SMS, through the SMS module (a service
 * message, in the history, credits taken as for any send). Answers the confirmation, the text and the balance after
 * it. Refusals: another shop's or no appointment 404; no client 422 ('Kullanıcı bulunamadı'), no mobile 422, no
 * template 422; SMS not set up 409; credits short 409 with both figures.
 */
function registerReminder(app: FastifyInstance, kind: AppointmentKind) {
  app.post(
    kind.reminderUrl,
    { schema: { tags: [kind.resource], body: reminderBody, response: { 200: reminderAnswer, ...errorResponses, 409: { anyOf: [smsBalanceRefusalSchema, messageSchema] } } } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body as { id: number; text?: string };
      try {
        const text = await request.unitOfWork(async (repos) => {
          const row = await repos.resource(kind.resource).get(body.id);
          if (!row) throw notFound();
          const client = typeof row.client_id === "number" ? await repos.resource("clients").get(row.client_id) : undefined;
          if (!client) throw invalid("id", "server.appointments.clientMissing");
          const message = await reminderText(repos, kind, row, client, body.text);
          const recipient = { clientId: Number(client.id), phone: (client.gsm as string | null) ?? null, text: message };
          const { planned } = planRecipients({ recipients: [recipient], purpose: "service", key: "check" });
          if (planned.length === 0) throw invalid("id", "server.sms.noPhone");
          const account = await smsAccountOf(app, repos);
          if (!account.provider) throw notReady(account);
          await assertOwnBalance(app, repos, account.account, planned[0].segments);
          const hash = createHash("sha256").update(message).digest("hex").slice(0, 16);
          await queueSms(app, repos, { recipients: [recipient], purpose: "service", source: kind.smsKind, key: `${kind.keyPrefix}:${row.id}:remind:${hash}:${minuteOf(new Date())}`, account });
          return message;
        });
        const balance = await smsBalanceOf(app, request.repos);
        return { message: translate(languageFrom(request.headers["accept-language"]), "server.appointments.reminderSent"), text, balance };
      } catch (error) {
        return replySmsBalanceRefusal(request, reply, error);
      }
    },
  );
}

/**
 * The shop's own gateway: refused before anything is written when its credits, less what its queued messages still
 * hold, cannot cover the reminder (credits it does not report: the gateway decides). The platform account's credits
 * are taken by `queueSms` itself.
 */
async function assertOwnBalance(app: FastifyInstance, repos: Repositories, account: "platform" | "own", needed: number): Promise<void> {
  if (account !== "own") return;
  const balance = await smsBalanceOf(app, repos);
  if (balance.credits === null) return;
  const available = Math.max(0, balance.credits - balance.pending);
  if (needed > available) throw new SmsBalanceRefused(needed, available);
}

/** A sample range of the suites: the row's own first day. */
const sampleRange = (row: Row) => ({ start: String(row.start_date), end: String(row.start_date) });

/** One calendar's routes: its events, its reminder, and the job that sends its automatic reminders. */
export const appointmentRoutes = (resource: AppointmentResource): CustomRoutes => {
  const kind = APPOINTMENT_KINDS[resource];
  const hairdresser = resource === "coiffeurAppointments";
  return {
    declared: [
      { method: "GET", url: kind.calendarUrl, access: "read", sampleQuery: sampleRange },
      { method: "POST", url: kind.reminderUrl, access: "write", sampleBody: (row) => ({ id: row.id }) },
      ...(hairdresser
        ? [
            { method: "GET" as const, url: "/coiffeur-appointments-paginate", access: "read" as const },
            { method: "GET" as const, url: "/coiffeur-appointments-index", access: "read" as const, sampleQuery: sampleRange },
          ]
        : []),
    ],
    async register(app) {
      app.jobs.register(reminderJobType(resource), reminderJobHandler(app, resource));
      registerCalendar(app, kind);
      registerReminder(app, kind);
      if (hairdresser) registerHairdresserList(app);
    },
  };
};

