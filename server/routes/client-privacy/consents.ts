import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import type { Repositories, Row } from "../../data";
import { AppError, invalid } from "../../errors";

/** An erased client is no person any more: nothing may make her one again, nor record anything new about her. */
export const erasedClient = () => new AppError(409, "server.privacy.erased");

/**
 * A consent row about to be written (KVKK, İYS), in the caller's unit of work: `recorded_by` is the signed-in user; a
 * campaign row is also what the client's `sms_consent` says from now on (granted or withdrawn, with its instant),
 * changed and audited here. An erased client takes no new consent (409).
 */
export async function applyConsent(repos: Repositories, values: Row, userId: number): Promise<void> {
  values.recorded_by = userId;
  const client = await repos.resource("clients").get(Number(values.client_id), { forUpdate: true });
  // Another company's or a missing client: the engine's reference check answers (422 on client_id).
  if (!client) return;
  if (client.erased_at) throw erasedClient();
  if (values.purpose !== "campaign") return;
  const granted = values.granted === true;
  const after = await repos.resource("clients").update(Number(client.id), { sms_consent: granted, sms_consent_at: granted ? new Date() : null });
  if (after && typeof after === "object") await repos.audit.recordChange({ action: "update", resource: "clients", recordId: Number(client.id), before: client, after });
}

/** The generic `POST /clients/:id/consents`: any channel but 'by SMS code', which only a checked code records (`consent-code.ts`). */
async function recordConsent(context: WriteContext): Promise<void> {
  if (context.action !== "create" || !context.values || !context.session) return;
  if (context.values.channel === "sms_code") throw invalid("channel", "server.privacy.smsCodeUnverified");
  await applyConsent(context.repos, context.values, context.session.userId);
}

export const clientConsentsExtension: ResourceExtension = { beforeWrite: recordConsent };

/**
 * The client form's İYS switch is a consent too: a change of `sms_consent` there (also a new client who agreed)
 * writes a campaign row taken in person by the signed-in user, so the log and the switch never disagree.
 */
export async function logFormConsent(context: WriteContext): Promise<void> {
  if ((context.action !== "create" && context.action !== "update") || !context.after || !context.session) return;
  const given = context.after.sms_consent === true;
  const before = context.action === "update" ? context.before?.sms_consent === true : false;
  if (given === before) return;
  const row = await context.repos.resource("client_consents").create({
    client_id: context.after.id,
    purpose: "campaign",
    granted: given,
    channel: "in_person",
    recorded_by: context.session.userId,
  });
  await context.repos.audit.recordChange({ action: "create", resource: "client_consents", recordId: Number(row.id), after: row });
}

/** A PUT of an erased client is refused: her placeholder must not become a person again by accident. */
export async function refuseErasedEdit(context: WriteContext): Promise<void> {
  if (context.action === "update" && context.before?.erased_at) throw erasedClient();
}
