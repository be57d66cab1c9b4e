import type { FastifyInstance, FastifyRequest } from "fastify";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { CONSENT_PURPOSES } from "../../../src/schemas/client_consents.schema";
import { clientImages } from "../../../src/schemas/client_images.schema";
import { dimensions } from "../../../src/schemas/dimensions.schema";
import type { Repositories, Row } from "../../data";
import { consentCodePurpose } from "../../data/booking-codes";
import { personalData, scrubText, SCRUBBED, type PersonalData } from "../../data/personal-text";
import { fileKeysOf } from "../../engine/file-fields";
import { AppError, invalid, notFound } from "../../errors";
import { CLIENT_PARTS, clientRecords, type ClientPart } from "./client-records";
import { erasedClient } from "./consents";

/** Her name once erased: the same fixed text in every language (a stored value is never translated), with her id. */
export const erasedName = (id: number) => `Anonim #${id}`;

/** The person's own fields, cleared by the erasure (the company name too: a person's business is her). */
const PERSONAL_FIELDS = [
  "identity_number", "company_name", "tax_office", "tax_no", "gsm", "gsm2", "phone", "email", "website", "city", "county",
  "address", "groom_full_name", "groom_gsm", "groom_identity",
] as const;

/** Free-text fields of the records about her where her name or phone may have been typed. */
const TEXT_FIELDS = ["title", "description", "note", "notes", "html", "not1", "not2", "damage_note", "brand"] as const;

/** A measurement sheet's personal values: every measure, extra and note (the sale it belongs to stays). */
const SHEET_FIELDS = Object.keys(dimensions.properties).filter((field) => field !== "process_id" && field !== "client_id");

/** A sheet's field emptied: a measure or note has no value, an extra is not asked for. */
const sheetBlank = (field: string) => ((dimensions.properties as Record<string, { type?: string }>)[field]?.type === "boolean" ? false : null);

/** What is looked for in the texts about her: every name, address and number of her row, her bank details too. */
export function personalDataOf(client: Row, withNameParts: boolean): PersonalData {
  const accounts = Array.isArray(client.accounts) ? (client.accounts as Row[]) : [];
  const names = [client.full_name, client.company_name, client.groom_full_name];
  const parts = withNameParts ? names.flatMap((name) => (typeof name === "string" ? name.split(/\s+/) : [])) : [];
  return personalData(
    [...names, ...parts, client.email, client.website, client.address, ...accounts.flatMap((account) => [account.account_name, account.iban])],
    [client.identity_number, client.groom_identity, client.tax_no, client.gsm, client.gsm2, client.phone, client.groom_gsm, ...accounts.map((account) => account.account_number)],
  );
}

/** The row's free texts without her data; only the changed fields. */
function scrubbedTexts(row: Row, data: PersonalData): Row {
  const changed: Row = {};
  for (const field of TEXT_FIELDS) {
    const value = row[field];
    if (typeof value !== "string") continue;
    const scrubbed = scrubText(value, data);
    if (scrubbed !== value) changed[field] = scrubbed.trim() === "" ? SCRUBBED : scrubbed;
  }
  return changed;
}

/** Quotes name no client: those to her mobile or in her name are hers. */
async function quotesOf(repos: Repositories, client: Row): Promise<Row[]> {
  const quotes = repos.resource("proposals");
  const phones = [client.gsm, client.gsm2].filter((phone): phone is string => typeof phone === "string" && phone !== "");
  const byPhone = phones.length ? (await quotes.list({ page: 1, perPage: 1000, filters: { phone: phones } })).rows : [];
  const byName = (await quotes.list({ page: 1, perPage: 1000, filters: { customer_name: client.full_name } })).rows;
  return [...new Map([...byPhone, ...byName].map((row) => [row.id, row])).values()];
}

/** What one erasure did, for its audit entry and its answer (no personal data in it). */
export interface ErasureSummary {
  photos: number;
  links: number;
  texts: number;
  auditEntries: number;
}

/**
 * KVKK erasure of one client, in the caller's unit of work: her row becomes a placeholder without any personal
 * field, her photos (rows and files) go, her links are revoked, her measurement sheets emptied, her SMS history
 * loses her phone and texts, and every free text about her (contracts, notes, appointment descriptions, record
 * titles, on closed days too: the closed-day guard lets a record's title and description change alone, migration 0021)
 * and the audit's copies lose her data, and her pending SMS codes go. Amounts, dates, types and links between records stay, so the cash
 * box and the reports are unchanged. Answers the storage keys to remove once the work commits.
 */
export async function eraseClient(repos: Repositories, clientId: number, confirm: string): Promise<{ summary: ErasureSummary; files: string[] }> {
  const client = await repos.resource("clients").get(clientId, { forUpdate: true });
  if (!client) throw notFound();
  if (client.erased_at) throw erasedClient();
  if (confirm.trim() !== String(client.full_name).trim()) throw invalid("confirm", "server.privacy.confirmMismatch");
  const whole = personalDataOf(client, false);
  const own = personalDataOf(client, true);
  const records = await clientRecords(repos, clientId);
  const summary: ErasureSummary = { photos: 0, links: 0, texts: 0, auditEntries: 0 };
  const files: string[] = [];

  for (const photo of records.photos) {
    await repos.resource(clientImages.$id).remove(Number(photo.id));
    for (const key of fileKeysOf(clientImages, photo)) {
      await repos.uploads.remove(key);
      files.push(key);
    }
    await repos.audit.recordChange({ action: "delete", resource: clientImages.$id, recordId: Number(photo.id), before: photo });
    summary.photos += 1;
  }
  const now = new Date();
  for (const link of records.links) {
    if (link.revoked_at) continue;
    await repos.resource(CLIENT_PARTS.links).update(Number(link.id), { revoked_at: now });
    summary.links += 1;
  }
  // Pending SMS codes keep the name she gave and her phone for a day: hers go now (consents; her online booking's).
  for (const purpose of CONSENT_PURPOSES) for (const granted of [true, false]) await repos.codesFor(consentCodePurpose(clientId, purpose, granted)).forget();
  const mobile = client.gsm ? normalizeTurkishMobile(String(client.gsm)) : null;
  if (mobile) await repos.bookingCodes.forget(mobile);
  for (const sheet of records.dimensions) await repos.resource(CLIENT_PARTS.dimensions).update(Number(sheet.id), Object.fromEntries(SHEET_FIELDS.map((field) => [field, sheetBlank(field)])));
  for (const message of records.sms_messages) await repos.resource(CLIENT_PARTS.sms_messages).update(Number(message.id), { phone: null, message: SCRUBBED });

  const textParts: ClientPart[] = ["consents", "orders", "leases", "tailors", "dry", "accountings", "contracts", "appointments", "coiffeur_appointments", "products"];
  for (const part of textParts) {
    for (const row of records[part]) {
      const changed = scrubbedTexts(row, own);
      if (Object.keys(changed).length === 0) continue;
      await repos.resource(CLIENT_PARTS[part]).update(Number(row.id), changed);
      summary.texts += 1;
    }
  }

  for (const quote of await quotesOf(repos, client)) {
    await repos.resource("proposals").update(Number(quote.id), { customer_name: erasedName(clientId), phone: null, ...scrubbedTexts(quote, own) });
    summary.texts += 1;
  }

  await repos.resource("clients").update(clientId, {
    full_name: erasedName(clientId),
    ...Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])),
    accounts: [],
    sms_consent: false,
    sms_consent_at: null,
    erased_at: now,
  });
  // The history endpoints answer the audit's copies: her own records' and any other entry that names her.
  const audited = [{ resource: "clients", ids: [clientId] }, ...Object.entries(CLIENT_PARTS).map(([part, resource]) => ({ resource, ids: records[part as ClientPart].map((row) => Number(row.id)) }))];
  summary.auditEntries = await repos.privacyAudit.scrub(audited, whole);
  // Who erased whom and what it touched; nothing of her in it.
  await repos.audit.recordChange({ action: "erase", resource: "clients", recordId: clientId, after: { erased_at: now.toISOString(), ...summary } });
  return { summary, files };
}

const bodySchema = {
  type: "object",
  properties: { confirm: { type: "string", maxLength: 200, description: "Her full name exactly as stored" } },
  required: ["confirm"],
  additionalProperties: false,
} as const;

/** `POST /clients/:id/erase { confirm }`: the company's first user only (403 for anyone else). */
export function registerEraseRoute(app: FastifyInstance, tags: string[]) {
  app.post("/clients/:id/erase", { schema: { tags, params: { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] }, body: bodySchema } }, async (request: FastifyRequest) => {
    if (!request.session?.firstUser) throw new AppError(403, "server.privacy.firstUserOnly");
    const { id } = request.params as { id: number };
    const { confirm } = request.body as { confirm: string };
    const { summary, files } = await request.unitOfWork((repos) => eraseClient(repos, id, confirm));
    // The photos' bytes go only once the erasure is committed.
    await Promise.all(files.map((key) => app.storage.remove(key)));
    return { id, ...summary };
  });
}
