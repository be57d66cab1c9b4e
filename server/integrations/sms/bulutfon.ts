import { httpRequest, isRecord, parseJson } from "../http";
import type { AdapterConfig } from "./adapterConfig";
import { SmsError, smsErrorFromTransport } from "./errors";
import { accepted, finishSend, groupByText, prepareRecipients, rejected, type IndexedResult } from "./recipients";
import type { SmsBalance, SmsMessage, SmsProvider, SmsSendResult } from "./types";

export const BULUTFON_BASE_URL = "https://api.bulutfon.com";

export interface BulutfonCredentials {
  apiKey: string;
}

/**
 * Bulutfon v1: the key travels as access_token in the query, the message as form fields with the
 * numbers comma-separated; one text per request. The success body is not documented beyond a 2xx JSON
 * answer, so anything else (or a body carrying "error") counts as a failure.
 */
export function createBulutfonProvider(credentials: BulutfonCredentials, config: AdapterConfig): SmsProvider {
  const token = `access_token=${encodeURIComponent(credentials.apiKey)}`;

  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let status: number;
    let json: unknown;
    try {
      const answer = await httpRequest(`${config.baseUrl}${path}?${token}`, init, config.http);
      status = answer.status;
      json = parseJson(answer.text);
    } catch (error) {
      throw smsErrorFromTransport(error, "bulutfon");
    }
    const failed = status < 200 || status >= 300 || (isRecord(json) && json.error !== undefined);
    if (failed) {
      throw new SmsError("provider_error", {
        provider: "bulutfon",
        providerCode: String(status),
        httpStatus: status,
        detail: errorText(json),
      });
    }
    if (!isRecord(json)) throw new SmsError("invalid_response", { provider: "bulutfon", httpStatus: status });
    return json;
  }

  async function send(messages: SmsMessage[]): Promise<SmsSendResult> {
    const { prepared, invalid } = prepareRecipients("bulutfon", messages);
    const results: IndexedResult[] = [...invalid];
    let firstError: SmsError | undefined;
    for (const group of groupByText(prepared)) {
      const form = new URLSearchParams({
        title: config.title,
        receivers: group.map((r) => r.providerPhone).join(","),
        content: group[0].message.text,
      });
      try {
        await call("/messages", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        });
        results.push(...group.map(accepted));
      } catch (error) {
        const smsError = smsErrorFromTransport(error, "bulutfon");
        firstError ??= smsError;
        results.push(...group.map((r) => rejected(r, smsError)));
      }
    }
    return finishSend("bulutfon", results, [], firstError);
  }

  async function balance(): Promise<SmsBalance> {
    const me = await call("/me.json", { method: "GET" });
    const credit = isRecord(me.credit) ? me.credit : undefined;
    const credits = Number(credit?.sms_credits);
    const money = credit?.balance;
    if (!credit || !Number.isFinite(credits) || (typeof money !== "string" && typeof money !== "number")) {
      throw new SmsError("invalid_response", { provider: "bulutfon", httpStatus: 200 });
    }
    return { provider: "bulutfon", credits, money: String(money) };
  }

  return { name: "bulutfon", send, balance };
}

function errorText(json: unknown): string | undefined {
  if (!isRecord(json)) return undefined;
  for (const field of [json.error, json.message]) {
    if (typeof field === "string") return field;
    if (isRecord(field) && typeof field.message === "string") return field.message;
  }
  return undefined;
}
