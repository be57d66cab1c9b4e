/**
 * `x-resource.schedule` (src/schemas/resource.ts): a row holds a span of the shop's wall-clock time — `start_date`,
 * `start_time`, `end_date`, `end_time` — kept also as the instants `starts_at`/`ends_at` in the company's time zone.
 * Two live rows with the same `per` value (two appointments of one employee; without one, two without one) never
 * overlap: a write is decided under the company's lock of the resource (server/data/schedule.ts), so two racing
 * writes of one slot cannot both pass, and a clash is a 409 naming the other row.
 */
import { dottedDate } from "../../src/domain/orders/availability";
import { DEFAULT_SHOP_TIME_ZONE, wallClockInstant } from "../../src/domain/periods";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Repositories, Row } from "../data";
import { AnsweredError, invalid } from "../errors";
import { translate, type Language } from "../i18n";

const SPAN_FIELDS = ["start_date", "start_time", "end_date", "end_time"] as const;

/** The row a refused span clashes with, as the refusal names it. */
export interface ScheduleClash {
  id: number;
  /** The client's name where the row has one; null when it is gone. */
  name: string | null;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

/** The 409 of a span that overlaps another row of the same calendar: its message names that row. */
export class ScheduleRefused extends AnsweredError {
  readonly statusCode = 409 as const;
  constructor(
    readonly field: string,
    readonly clash: ScheduleClash,
  ) {
    super(`schedule refused: overlaps row ${clash.id}`);
    this.name = "ScheduleRefused";
  }

  answer(lang: Language) {
    const { clash } = this;
    const message = translate(lang, "server.schedule.clash", {
      name: clash.name ?? translate(lang, "server.schedule.unknownClient"),
      date: dottedDate(clash.start_date),
      start: clash.start_time,
      end: clash.end_date === clash.start_date ? clash.end_time : `${dottedDate(clash.end_date)} ${clash.end_time}`,
    });
    return { message, code: "scheduleClash", field: this.field, clash, errors: { [this.field]: [message] } };
  }
}

const dateText = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

async function clashOf(repos: Repositories, row: Row): Promise<ScheduleClash> {
  const client = typeof row.client_id === "number" || typeof row.client_id === "string" ? await repos.resource("clients").get(Number(row.client_id)) : undefined;
  return {
    id: Number(row.id),
    name: client ? String(client.full_name ?? "") : null,
    start_date: dateText(row.start_date),
    start_time: String(row.start_time),
    end_date: dateText(row.end_date),
    end_time: String(row.end_time),
  };
}

/**
 * Checks and completes the values of a schedule resource's write (`values`, merged over `before` on a change): sets
 * `starts_at`/`ends_at`, refuses an end not after the start (422 on `end_time`) and, when the span or the `per` value
 * changed, a span overlapping another live row of the same `per` value (409, `ScheduleRefused`). Runs inside the
 * write's unit of work; the lock it takes is held until that commits. Generic writes call it (server/engine); a module
 * that writes such rows through `repos.resource(...)` (the online booking) calls it first.
 */
export async function checkSchedule(repos: Repositories, schema: ResourceSchema, values: Row, before?: Row): Promise<void> {
  const schedule = schema["x-resource"].schedule;
  if (!schedule) return;
  const per = schedule.per;
  const spanChanged = !before || SPAN_FIELDS.some((field) => field in values && String(values[field]) !== spanText(field, before[field]));
  const perChanged = per !== undefined && before !== undefined && per in values && (values[per] ?? null) !== (before[per] ?? null);
  if (!spanChanged && !perChanged) return;
  const span = Object.fromEntries(SPAN_FIELDS.map((field) => [field, field in values ? values[field] : spanText(field, before?.[field])])) as Record<(typeof SPAN_FIELDS)[number], string>;
  const timeZone = (await repos.company.get())?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
  const startsAt = wallClockInstant(span.start_date, span.start_time, timeZone);
  const endsAt = wallClockInstant(span.end_date, span.end_time, timeZone);
  if (endsAt.getTime() <= startsAt.getTime()) throw invalid("end_time", "server.schedule.endBeforeStart");
  values.starts_at = startsAt.toISOString();
  values.ends_at = endsAt.toISOString();
  await repos.schedule.lock(schema.$id);
  const perValue = per === undefined ? undefined : ((per in values ? values[per] : before?.[per]) as number | string | null | undefined) ?? null;
  const other = await repos.schedule.firstOverlap(schema.$id, { startsAt, endsAt, per: perValue, excludeId: before ? Number(before.id) : undefined });
  if (other) throw new ScheduleRefused(spanChanged ? "start_time" : (per as string), await clashOf(repos, other));
}

/** A stored span field as the API writes it: a date's day, a time's "HH:MM". */
function spanText(field: (typeof SPAN_FIELDS)[number], value: unknown): string {
  if (value === undefined || value === null) return "";
  return field.endsWith("_date") ? dateText(value) : String(value).slice(0, 5);
}
