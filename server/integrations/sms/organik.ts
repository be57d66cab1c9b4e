import { httpRequest, isRecord, parseJson } from "../http";
import type { AdapterConfig } from "./adapterConfig";
import { SmsError, smsErrorFromTransport } from "./errors";
import { accepted, finishSend, groupByText, prepareRecipients, rejected, type IndexedResult } from "./recipients";
import { countSegments, type SmsEncoding } from "./segments";
import type { SmsBalance, SmsMessage, SmsProvider, SmsSendResult } from "./types";

export const ORGANIK_BASE_URL = "https://organikapi.com";

/** Organik's message_format: 0 normal, 1 Turkish, 2 unicode. */
const MESSAGE_FORMAT: Record<SmsEncoding, 0 | 1 | 2> = { gsm7: 0, gsm7_turkish: 1, ucs2: 2 };

/** Hours Organik keeps retrying an unreachable handset (the documented example's value). */
const DELIVERY_TIMEOUT_HOURS = 48;

export interface OrganikCredentials {
  apiKey: string;
}

/**
 * Organik v2: the key is part of the path; one request carries one delivery per distinct text, the text
 * base64-encoded. The answer lists valid and invalid numbers per delivery.
 */
export function createOrganikProvider(credentials: OrganikCredentials, config: AdapterConfig): SmsProvider {
  const root = `${config.baseUrl}/v2/${encodeURIComponent(credentials.apiKey)}`;

  async function call(request: string, init: RequestInit): Promise<Record<string, unknown>> {
    let status: number;
    let json: unknown;
    try {
      const answer = await httpRequest(`${root}/${request}/json/json/`, init, config.http);
      status = answer.status;
      json = parseJson(answer.text);
    } catch (error) {
      throw smsErrorFromTransport(error, "organik");
    }
    const response = isRecord(json) && isRecord(json.response) ? json.response : undefined;
    if (!response || typeof response.result !== "boolean") throw new SmsError("invalid_response", { provider: "organik", httpStatus: status });
    if (!response.result) {
      const error = isRecord(response.error) ? response.error : {};
      const code = error.code ?? error.number;
      throw new SmsError("provider_error", {
        provider: "organik",
        providerCode: code === undefined ? undefined : String(code),
        httpStatus: status,
        detail: typeof error.message === "string" ? error.message : undefined,
      });
    }
    if (!isRecord(response.data)) throw new SmsError("invalid_response", { provider: "organik", httpStatus: status });
    return response.data;
  }

  async function send(messages: SmsMessage[]): Promise<SmsSendResult> {
    const { prepared, invalid } = prepareRecipients("organik", messages);
    const groups = groupByText(prepared);
    const deliveries = groups.map((group) => {
      const text = group[0].message.text;
      return {
        options: {
          header: config.title,
          message_format: MESSAGE_FORMAT[countSegments(text, { turkishShift: true }).encoding],
          timeout: DELIVERY_TIMEOUT_HOURS,
          gsm_isUnique: 1,
        },
        recipients: { gsms: group.map((r) => Number(r.providerPhone)), groups: [] },
        message: Buffer.from(text, "utf8").toString("base64"),
      };
    });
    const data = await call("sendsms", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: { deliveries } }),
    });
    const answered = Array.isArray(data.deliveries) ? data.deliveries : undefined;
    if (!answered || answered.length !== groups.length) throw new SmsError("invalid_response", { provider: "organik", httpStatus: 200 });

    const results: IndexedResult[] = [...invalid];
    const references: string[] = [];
    const refused = new SmsError("invalid_recipient", { provider: "organik" });
    groups.forEach((group, i) => {
      const delivery = answered[i];
      if (!isRecord(delivery) || !Array.isArray(delivery.valid) || !Array.isArray(delivery.invalid)) {
        throw new SmsError("invalid_response", { provider: "organik", httpStatus: 200 });
      }
      if (delivery.track_id !== undefined) references.push(String(delivery.track_id));
      const valid = new Set(delivery.valid.map(String));
      for (const recipient of group) {
        results.push(valid.has(recipient.providerPhone) ? accepted(recipient) : rejected(recipient, refused));
      }
    });
    return finishSend("organik", results, references, undefined);
  }

  async function balance(): Promise<SmsBalance> {
    const data = await call("balance", { method: "GET" });
    const credits = Number(data.credit);
    if (!Number.isFinite(credits) || (typeof data.tl !== "number" && typeof data.tl !== "string")) {
      throw new SmsError("invalid_response", { provider: "organik", httpStatus: 200 });
    }
    return { provider: "organik", credits, money: String(data.tl) };
  }

  return { name: "organik", send, balance };
}
