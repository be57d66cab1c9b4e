/**
 * The automatic reminder of an appointment (issue 17, part 4): when the appointment asks for SMS (`send_sms`) and the
 * shop turned the reminders on (sms_settings `rehearsal_perm` for fittings, `appointment_perm` for the hairdresser),
 * one job of type `<resource>.reminder` waits until `starts_at` less the shop's `reminder_hours` (default 24). It is
 * queued, moved and cancelled in the unit of work of the write that asks for it (the generic write's `afterWrite`,
 * the complete / accept actions), so the job exists exactly as the appointment does.
 *
 * The job, not an SMS row, is what waits: when it runs it reads the appointment again and queues the SMS then
 * (`queueAutomaticSms`, which checks the switch once more, fills the template with the day and time the appointment
 * has then, and takes the credits at that moment). So a cancelled or moved reminder has no message or credits to take
 * back, and the SMS module needs no way to cancel a queued message.
 *
 * Keys: the first reminder of an appointment is `appointment:<id>:reminder` (`coiffeur:<id>:reminder`). A job, once
 * cancelled or done, keeps its key for good (`repos.jobs.enqueue` of the same key adds nothing), so an appointment
 * whose reminder must be armed again (SMS turned on again, moved after its reminder went) takes the next key,
 * `…:reminder:2`, `…:reminder:3`: the current reminder is the last key that exists.
 */
import type { FastifyInstance } from "fastify";
import type { Repositories, Row } from "../../data";
import type { JobHandler, JobInfo } from "../../jobs/types";
import { AUTOMATIC_SMS_SWITCH, queueAutomaticSms } from "../../sms";
import { APPOINTMENT_KINDS, smsDate, type AppointmentResource } from "./kinds";

/** How long before an appointment its reminder goes when the shop set nothing (`appointment_settings.reminder_hours`). */
export const DEFAULT_REMINDER_HOURS = 24;

/** The job type of one calendar's reminders. */
export const reminderJobType = (resource: AppointmentResource) => `${resource}.reminder`;

/** The key of an appointment's `generation`-th reminder (the first has no number). */
export const reminderKey = (resource: AppointmentResource, id: number, generation = 1) =>
  `${APPOINTMENT_KINDS[resource].keyPrefix}:${id}:reminder${generation > 1 ? `:${generation}` : ""}`;

/** At most this many reminders per appointment: one more arm than that leaves it without (never a loop). */
const MAX_GENERATIONS = 50;

interface CurrentReminder {
  /** The last key that has a job, and that job; none when the appointment never had one. */
  generation: number;
  job: JobInfo | null;
}

/** The appointment's current reminder job: the last of its keys that exists. */
async function currentReminder(repos: Repositories, resource: AppointmentResource, id: number): Promise<CurrentReminder> {
  const type = reminderJobType(resource);
  let current: CurrentReminder = { generation: 0, job: null };
  for (let generation = 1; generation <= MAX_GENERATIONS; generation++) {
    const job = await repos.jobs.find(type, reminderKey(resource, id, generation));
    if (!job) return current;
    current = { generation, job };
  }
  return current;
}

/** The instant a row's reminder is due, or null when it wants none (not active, SMS off, no start yet, switched off). */
async function reminderInstant(repos: Repositories, resource: AppointmentResource, row: Row | undefined): Promise<Date | null> {
  if (!row || row.status !== "active" || row.send_sms !== true || !row.starts_at || !row.client_id) return null;
  const settings = await repos.resource("sms_settings").single();
  if (settings?.[AUTOMATIC_SMS_SWITCH[APPOINTMENT_KINDS[resource].smsKind]] !== true) return null;
  const hours = Number((await repos.resource("appointment_settings").single())?.reminder_hours ?? DEFAULT_REMINDER_HOURS) || DEFAULT_REMINDER_HOURS;
  const startsAt = new Date(row.starts_at as string | Date);
  return new Date(startsAt.getTime() - hours * 3_600_000);
}

/**
 * Brings the appointment's reminder in line with the row as it is now (`after`; undefined once deleted), inside the
 * write's unit of work: queued when it wants one and has none pending, moved when its instant changed, cancelled when
 * it wants none. A reminder whose instant has already passed is not queued (nor kept).
 */
export async function syncReminder(repos: Repositories, resource: AppointmentResource, id: number, after: Row | undefined, now = new Date()): Promise<void> {
  const type = reminderJobType(resource);
  const current = await currentReminder(repos, resource, id);
  const pending = current.job?.status === "pending" ? current.job : null;
  const runAt = await reminderInstant(repos, resource, after);
  if (!runAt || runAt.getTime() <= now.getTime()) {
    if (pending) await repos.jobs.cancel(type, reminderKey(resource, id, current.generation));
    return;
  }
  if (pending) {
    if (pending.runAt.getTime() !== runAt.getTime()) await repos.jobs.reschedule(type, reminderKey(resource, id, current.generation), runAt);
    return;
  }
  if (current.generation >= MAX_GENERATIONS) return;
  await repos.jobs.enqueue({ type, key: reminderKey(resource, id, current.generation + 1), payload: { id }, runAt });
}

/**
 * The reminder job: the appointment read again in its company; still active, asking for SMS and with a client, its
 * template's message is queued now through the SMS module (keyed by the job's key, so a second run of the same job
 * sends nothing more). Anything else (deleted, completed, SMS off, the switch off) ends it quietly.
 */
export function reminderJobHandler(app: FastifyInstance, resource: AppointmentResource): JobHandler<{ id: number }> {
  return {
    async run(job, context) {
      await context.unitOfWork(async (repos) => {
        const row = await repos.resource(resource).get(Number(job.payload.id));
        if (!row || row.status !== "active" || row.send_sms !== true || !row.client_id) return;
        await queueAutomaticSms(app, repos, {
          kind: APPOINTMENT_KINDS[resource].smsKind,
          clientId: Number(row.client_id),
          values: { tarih: smsDate(row.start_date), saat: String(row.start_time ?? "") },
          key: job.key,
        });
      });
    },
  };
}
