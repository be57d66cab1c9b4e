import type { FastifyInstance } from "fastify";
import { addDays, DEFAULT_SHOP_TIME_ZONE, isIsoDate, localDateIn, type IsoDate } from "../../../src/domain/periods";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import type { ResourceSchema } from "../../../src/schemas/resource";
import type { Repositories, Row } from "../../data";
import { bookingShopBySlug, type BookingShop } from "../../data/online-booking";
import { AppError, invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { checkSchedule, ScheduleRefused } from "../../schedule";
import { queueSms } from "../../sms/queue";
import { DEFAULT_CLIENT_CATEGORY } from "../../seed/company-defaults";
import { freeSlots, hoursOf, slotsOfDay, spanOf, type BookingHours, type Busy, type Slot } from "./slots";

/** How often one address may read a booking page, ask for codes, and try them (the codes: also per phone, ./codes). */
export const BOOKING_READ_RATE = { max: 120, timeWindow: "1 minute" } as const;
export const BOOKING_CODE_RATE = { max: 10, timeWindow: "1 hour" } as const;
export const BOOKING_CONFIRM_RATE = { max: 30, timeWindow: "10 minutes" } as const;

/** A week of slots when the page asks for one (`?from=`). */
const WEEK = 7;
const LIVE = ["active", "pending"];

const slugParams = { type: "object", properties: { slug: { type: "string", minLength: 1, maxLength: 40 } }, required: ["slug"] } as const;
const slotFields = {
  start_date: { type: "string", format: "date" },
  start_time: { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" },
} as const;
const slotSchema = { type: "object", properties: { start_date: { type: "string" }, start_time: { type: "string" }, end_time: { type: "string" } } } as const;

async function timeZoneOf(repos: Repositories): Promise<string> {
  return (await repos.company.get())?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
}

/** Every live appointment of the shop (any employee, active or pending) touching the days `from` … `to`. */
async function busySpans(repos: Repositories, from: IsoDate, to: IsoDate): Promise<Busy[]> {
  const { rows } = await repos.resource("appointments").list({
    page: 1,
    perPage: 5000,
    filters: { status: LIVE },
    ranges: { start_date: { gte: addDays(from, -1), lte: to } },
    sort: "id",
    order: "asc",
  });
  return rows.filter((row) => row.starts_at && row.ends_at).map((row) => ({ startsAt: new Date(String(row.starts_at)), endsAt: new Date(String(row.ends_at)) }));
}

const windowOf = (today: IsoDate, hours: BookingHours) => ({ first: today, last: addDays(today, Math.max(1, hours.days_ahead) - 1) });

/** The slot asked for, when it is one the page offers: on an open day within the days ahead, on the grid, not begun. */
function offeredSlot(hours: BookingHours, today: IsoDate, now: Date, timeZone: string, date: IsoDate, time: string): Slot | undefined {
  const { first, last } = windowOf(today, hours);
  if (date < first || date > last) return undefined;
  const slot = slotsOfDay(hours, date).find((candidate) => candidate.start_time === time);
  if (!slot || spanOf(slot, timeZone).startsAt.getTime() <= now.getTime()) return undefined;
  return slot;
}

async function clientFor(repos: Repositories, gsm: string, fullName: string): Promise<number> {
  const clients = repos.resource("clients");
  const found = await clients.list({ page: 1, perPage: 1, filters: { gsm, role: "client" }, sort: "id", order: "asc" });
  if (found.rows[0]) return Number(found.rows[0].id);
  const definitions = repos.resource("definitions");
  const categories = await definitions.list({ page: 1, perPage: 1, filters: { type: "client-categories" }, sort: "id", order: "asc" });
  const categoryId = categories.rows[0] ? Number(categories.rows[0].id) : Number((await definitions.create({ name: DEFAULT_CLIENT_CATEGORY, type: "client-categories" })).id);
  const created = await clients.create({ type: "person", role: "client", full_name: fullName, gsm, category_id: categoryId });
  return Number(created.id);
}

/**
 * The brides' online booking (`/randevu-al/<slug>`), without signing in: the shop's free fitting slots, a 6-digit code
 * by SMS to the bride's mobile (sent through the shop's SMS account, purpose "service"), and the booking itself — a
 * pending appointment of the shop, without an employee, which the shop accepts into its calendar. Answers show
 * nothing of the shop's clients or appointments but which slots are free.
 */
export default async function onlineBookingRoutes(app: FastifyInstance) {
  const tags = ["online-booking"];
  const appointmentSchema = () => app.resources.definition("appointments").schema as unknown as ResourceSchema;

  async function shopOf(slug: string): Promise<BookingShop> {
    const shop = await bookingShopBySlug(app.db, app.resources, slug);
    if (!shop) throw notFound();
    return shop;
  }

  app.get<{ Params: { slug: string }; Querystring: { from?: string } }>(
    "/public/booking/:slug",
    {
      config: { public: true, rateLimit: BOOKING_READ_RATE },
      schema: {
        tags,
        summary: "A shop's online booking page: its hours and free fitting slots (no sign-in)",
        security: [],
        params: slugParams,
        querystring: { type: "object", properties: { from: { type: "string", format: "date" } } },
        response: {
          200: {
            type: "object",
            properties: {
              shop: { type: "object", properties: { title: { type: "string" }, logo_url: { type: ["string", "null"] } } },
              hours: {
                type: "object",
                properties: {
                  open_days: { type: "array", items: { type: "string" } },
                  opening_time: { type: "string" },
                  closing_time: { type: "string" },
                  slot_minutes: { type: "integer" },
                  buffer_minutes: { type: "integer" },
                  days_ahead: { type: "integer" },
                },
              },
              today: { type: "string" },
              from: { type: "string" },
              to: { type: "string" },
              slots: { type: "array", items: slotSchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const shop = await shopOf(request.params.slug);
      const repos = app.repositories({ companyId: shop.companyId });
      const hours = hoursOf(shop.settings);
      const timeZone = await timeZoneOf(repos);
      const now = new Date();
      const today = localDateIn(now, timeZone);
      const { first, last } = windowOf(today, hours);
      const asked = request.query.from && isIsoDate(request.query.from) ? request.query.from : undefined;
      const from = asked && asked > first ? asked : first;
      const to = asked ? (addDays(from, WEEK - 1) < last ? addDays(from, WEEK - 1) : last) : last;
      const days = from > to ? 0 : Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
      const busy = days ? await busySpans(repos, from, to) : [];
      reply.header("Cache-Control", "no-store");
      reply.header("X-Robots-Tag", "noindex");
      return { shop: { title: shop.title, logo_url: shop.logo_url }, hours, today, from, to, slots: freeSlots(hours, from, days, busy, now, timeZone) };
    },
  );

  app.post<{ Params: { slug: string }; Body: { start_date: string; start_time: string; full_name: string; gsm: string } }>(
    "/public/booking/:slug/code",
    {
      config: { public: true, rateLimit: BOOKING_CODE_RATE },
      schema: {
        tags,
        summary: "Sends a 6-digit booking code by SMS to the bride's mobile (no sign-in)",
        security: [],
        params: slugParams,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["start_date", "start_time", "full_name", "gsm"],
          properties: { ...slotFields, full_name: { type: "string", minLength: 2, maxLength: 120 }, gsm: { type: "string", maxLength: 32 } },
        },
        response: { 200: { type: "object", properties: { message: { type: "string" }, expires_in: { type: "integer" } } } },
      },
    },
    async (request) => {
      const lang = languageFrom(request.headers["accept-language"]);
      const shop = await shopOf(request.params.slug);
      const gsm = normalizeTurkishMobile(request.body.gsm);
      if (!gsm) throw invalid("gsm", "server.booking.gsm");
      const fullName = request.body.full_name.trim();
      if (fullName.length < 2) throw invalid("full_name", "server.booking.fullName");
      const repos = app.repositories({ companyId: shop.companyId });
      const hours = hoursOf(shop.settings);
      const timeZone = await timeZoneOf(repos);
      const now = new Date();
      const slot = offeredSlot(hours, localDateIn(now, timeZone), now, timeZone, request.body.start_date, request.body.start_time);
      if (!slot) throw invalid("start_time", "server.booking.slotInvalid");
      const span = spanOf(slot, timeZone);
      const busy = await busySpans(repos, slot.start_date, slot.start_date);
      if (busy.some((b) => b.startsAt < span.endsAt && b.endsAt > span.startsAt)) throw new AppError(409, "server.booking.slotTaken");
      // The code is written in its own unit of work, so a failed SMS leaves it void but counted towards the hour.
      const issued = await app.unitOfWork({ companyId: shop.companyId }, (work) => work.bookingCodes.issue(gsm, fullName));
      if (!issued.ok) throw new AppError(429, "server.booking.tooManyCodes");
      try {
        await app.unitOfWork({ companyId: shop.companyId }, (work) =>
          queueSms(app, work, {
            recipients: [{ phone: gsm, text: translate(lang, "server.booking.codeSms", { code: issued.code, shop: shop.title }) }],
            purpose: "service",
            source: "appointment",
            key: `online-booking:${gsm}:${issued.id}`,
          }),
        );
      } catch (error) {
        await app.unitOfWork({ companyId: shop.companyId }, (work) => work.bookingCodes.void(issued.id));
        throw error;
      }
      return { message: translate(lang, "server.booking.codeSent"), expires_in: 600 };
    },
  );

  app.post<{ Params: { slug: string }; Body: { start_date: string; start_time: string; gsm: string; code: string } }>(
    "/public/booking/:slug/confirm",
    {
      config: { public: true, rateLimit: BOOKING_CONFIRM_RATE },
      schema: {
        tags,
        summary: "Books the slot with the code the SMS brought: a pending appointment of the shop (no sign-in)",
        security: [],
        params: slugParams,
        body: {
          type: "object",
          additionalProperties: false,
          required: ["start_date", "start_time", "gsm", "code"],
          properties: { ...slotFields, gsm: { type: "string", maxLength: 32 }, code: { type: "string", pattern: "^[0-9]{6}$" } },
        },
        response: { 201: { type: "object", properties: { message: { type: "string" }, status: { type: "string" }, ...slotSchema.properties } } },
      },
    },
    async (request, reply) => {
      const lang = languageFrom(request.headers["accept-language"]);
      const shop = await shopOf(request.params.slug);
      const gsm = normalizeTurkishMobile(request.body.gsm);
      if (!gsm) throw invalid("gsm", "server.booking.gsm");
      const checked = await app.unitOfWork({ companyId: shop.companyId }, (work) => work.bookingCodes.check(gsm, request.body.code));
      if (!checked.ok) {
        if (checked.reason === "exhausted") throw new AppError(429, "server.booking.tooManyAttempts");
        throw invalid("code", checked.reason === "wrong" ? "server.booking.codeWrong" : "server.booking.codeExpired");
      }
      const giveBack = () => app.unitOfWork({ companyId: shop.companyId }, (work) => work.bookingCodes.restore(checked.id));
      const repos = app.repositories({ companyId: shop.companyId });
      const hours = hoursOf(shop.settings);
      const timeZone = await timeZoneOf(repos);
      const now = new Date();
      const slot = offeredSlot(hours, localDateIn(now, timeZone), now, timeZone, request.body.start_date, request.body.start_time);
      if (!slot) {
        await giveBack();
        throw invalid("start_time", "server.booking.slotInvalid");
      }
      try {
        await app.unitOfWork({ companyId: shop.companyId }, async (work) => {
          const values: Row = { start_date: slot.start_date, start_time: slot.start_time, end_date: slot.start_date, end_time: slot.end_time, employee_id: null };
          // The calendar's lock and its check of the rows without an employee (server/schedule); under that lock, any
          // other live appointment of the shop in the slot makes it taken as well: the page offered it as free of all.
          await checkSchedule(work, appointmentSchema(), values);
          const span = spanOf(slot, timeZone);
          const busy = await busySpans(work, slot.start_date, slot.start_date);
          if (busy.some((b) => b.startsAt < span.endsAt && b.endsAt > span.startsAt)) throw new AppError(409, "server.booking.slotTaken");
          const clientId = await clientFor(work, gsm, checked.fullName);
          const created = await work.resource("appointments").create({ ...values, client_id: clientId, status: "pending", source: "online", send_sms: false, services: [] });
          await work.audit.recordChange({ action: "create", resource: "appointments", recordId: Number(created.id), after: created });
        });
      } catch (error) {
        if (error instanceof ScheduleRefused || (error instanceof AppError && error.statusCode === 409)) {
          await giveBack();
          throw new AppError(409, "server.booking.slotTaken");
        }
        throw error;
      }
      reply.code(201);
      return { message: translate(lang, "server.booking.booked"), status: "pending", start_date: slot.start_date, start_time: slot.start_time, end_time: slot.end_time };
    },
  );
}
