import { httpRequest, isRecord, parseJson } from "../http";
import type { AdapterConfig } from "./adapterConfig";
import { DOCUMENTED_PROVIDER_CODES, SmsError, smsErrorFromTransport } from "./errors";
import { accepted, finishSend, groupByText, prepareRecipients, rejected, type IndexedResult } from "./recipients";
import type { SmsBalance, SmsMessage, SmsProvider, SmsSendResult } from "./types";

export const ILETIMERKEZI_BASE_URL = "https://api.iletimerkezi.com";

export interface IletimerkeziCredentials {
  apiKey: string;
  /** The "hash" the İleti Merkezi panel issues; sent as is, not computed. */
  apiSecret: string;
}

/**
 * İleti Merkezi JSON API: one order carries one text for many numbers, so each distinct text is its own
 * request. The HTTP status mirrors response.status.code, which may be a string or a number.
 */
export function createIletimerkeziProvider(credentials: IletimerkeziCredentials, config: AdapterConfig): SmsProvider {
  const authentication = { key: credentials.apiKey, hash: credentials.apiSecret };

  async function post(path: string, request: Record<string, unknown>): Promise<Record<string, unknown>> {
    let status: number;
    let json: unknown;
    try {
      const answer = await httpRequest(
        `${config.baseUrl}${path}`,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ request }) },
        config.http,
      );
      status = answer.status;
      json = parseJson(answer.text);
    } catch (error) {
      throw smsErrorFromTransport(error, "iletimerkezi");
    }
    const response = isRecord(json) && isRecord(json.response) ? json.response : undefined;
    const statusBlock = response && isRecord(response.status) ? response.status : undefined;
    const code = statusBlock && (typeof statusBlock.code === "string" || typeof statusBlock.code === "number") ? String(statusBlock.code) : undefined;
    if (code === undefined) {
      // A documented failure may reach us without the JSON body (e.g. 503 from a proxy): the status still says which.
      if (DOCUMENTED_PROVIDER_CODES.iletimerkezi?.includes(String(status))) {
        throw new SmsError("provider_error", { provider: "iletimerkezi", providerCode: String(status), httpStatus: status });
      }
      throw new SmsError("invalid_response", { provider: "iletimerkezi", httpStatus: status });
    }
    if (code !== "200") {
      const detail = typeof statusBlock?.message === "string" ? statusBlock.message : undefined;
      throw new SmsError("provider_error", { provider: "iletimerkezi", providerCode: code, httpStatus: status, detail });
    }
    return response as Record<string, unknown>;
  }

  async function send(messages: SmsMessage[]): Promise<SmsSendResult> {
    const { prepared, invalid } = prepareRecipients("iletimerkezi", messages);
    const results: IndexedResult[] = [...invalid];
    const references: string[] = [];
    let firstError: SmsError | undefined;
    for (const group of groupByText(prepared)) {
      try {
        const response = await post("/v1/send-sms/json", {
          authentication,
          order: {
            sender: config.title,
            sendDateTime: [],
            iys: "0",
            message: { text: group[0].message.text, receipents: { number: group.map((r) => r.providerPhone) } },
          },
        });
        const order = isRecord(response.order) ? response.order : undefined;
        if (!order || (typeof order.id !== "string" && typeof order.id !== "number")) {
          throw new SmsError("invalid_response", { provider: "iletimerkezi", httpStatus: 200 });
        }
        references.push(String(order.id));
        results.push(...group.map(accepted));
      } catch (error) {
        const smsError = smsErrorFromTransport(error, "iletimerkezi");
        firstError ??= smsError;
        results.push(...group.map((r) => rejected(r, smsError)));
      }
    }
    return finishSend("iletimerkezi", results, references, firstError);
  }

  async function balance(): Promise<SmsBalance> {
    const response = await post("/v1/get-balance/json", { authentication });
    const block = isRecord(response.balance) ? response.balance : undefined;
    const credits = Number(block?.sms);
    const money = block?.amount;
    if (!block || !Number.isFinite(credits) || (typeof money !== "string" && typeof money !== "number")) {
      throw new SmsError("invalid_response", { provider: "iletimerkezi", httpStatus: 200 });
    }
    return { provider: "iletimerkezi", credits, money: String(money) };
  }

  return { name: "iletimerkezi", send, balance };
}
