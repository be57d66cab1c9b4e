import { httpRequest, isRecord, parseJson } from "../http";
import type { AdapterConfig } from "./adapterConfig";
import { SmsError, smsErrorFromTransport } from "./errors";
import { accepted, finishSend, prepareRecipients } from "./recipients";
import type { SmsBalance, SmsMessage, SmsProvider, SmsSendResult } from "./types";

export const NETGSM_BASE_URL = "https://api.netgsm.com.tr";

/** Codes NetGSM also answers on the balance call with the same meaning as on send. */
const BALANCE_CODES = new Set(["30", "70", "80", "100", "101"]);

export interface NetgsmCredentials {
  username: string;
  password: string;
}

/** NetGSM REST v2: Basic auth, one JSON request for the whole batch, answer code "00" on success. */
export function createNetgsmProvider(credentials: NetgsmCredentials, config: AdapterConfig): SmsProvider {
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`;

  async function post(path: string, body: unknown, auth: boolean): Promise<{ status: number; json: unknown }> {
    try {
      const answer = await httpRequest(
        `${config.baseUrl}${path}`,
        {
          method: "POST",
          headers: { "content-type": "application/json", ...(auth ? { authorization } : {}) },
          body: JSON.stringify(body),
        },
        config.http,
      );
      return { status: answer.status, json: parseJson(answer.text) };
    } catch (error) {
      throw smsErrorFromTransport(error, "netgsm");
    }
  }

  async function send(messages: SmsMessage[]): Promise<SmsSendResult> {
    const { prepared, invalid } = prepareRecipients("netgsm", messages);
    const { status, json } = await post(
      "/sms/rest/v2/send",
      {
        msgheader: config.title,
        encoding: "TR",
        iysfilter: "0",
        messages: prepared.map((r) => ({ msg: r.message.text, no: r.providerPhone })),
      },
      true,
    );
    const code = answerCode(json, status);
    if (code !== "00") throw new SmsError("provider_error", { provider: "netgsm", providerCode: code, httpStatus: status, detail: description(json) });
    const jobId = (json as Record<string, unknown>).jobid;
    if (typeof jobId !== "string" && typeof jobId !== "number") throw invalidResponse(status);
    return finishSend("netgsm", [...invalid, ...prepared.map(accepted)], [String(jobId)], undefined);
  }

  async function balance(): Promise<SmsBalance> {
    const login = { usercode: credentials.username, password: credentials.password };
    const counts = await post("/balance", { ...login, stip: 1 }, false);
    const credits = smsCredits(counts.json, counts.status);
    const money = await post("/balance", { ...login, stip: 2 }, false);
    return { provider: "netgsm", credits, money: moneyBalance(money.json, money.status) };
  }

  return { name: "netgsm", send, balance };
}

function answerCode(json: unknown, status: number): string {
  if (!isRecord(json) || (typeof json.code !== "string" && typeof json.code !== "number")) throw invalidResponse(status);
  return String(json.code);
}

function description(json: unknown): string | undefined {
  return isRecord(json) && typeof json.description === "string" ? json.description : undefined;
}

function balanceError(json: unknown, status: number): SmsError {
  const code = answerCode(json, status);
  return new SmsError("provider_error", {
    provider: "netgsm",
    providerCode: code,
    undocumented: !BALANCE_CODES.has(code),
    httpStatus: status,
    detail: description(json),
  });
}

/** stip 1 answers a list of packages; the SMS ones are summed. */
function smsCredits(json: unknown, status: number): number {
  if (!isRecord(json)) throw invalidResponse(status);
  if (json.code !== undefined && String(json.code) !== "00") throw balanceError(json, status);
  if (!Array.isArray(json.balance)) throw invalidResponse(status);
  let credits = 0;
  for (const entry of json.balance) {
    if (!isRecord(entry) || typeof entry.balance_name !== "string") throw invalidResponse(status);
    const amount = Number(entry.amount);
    if (!Number.isFinite(amount)) throw invalidResponse(status);
    if (/sms/i.test(entry.balance_name)) credits += amount;
  }
  return credits;
}

/** stip 2 answers money with a decimal comma ("57,860"). */
function moneyBalance(json: unknown, status: number): string {
  if (!isRecord(json)) throw invalidResponse(status);
  if (json.code !== undefined && String(json.code) !== "00") throw balanceError(json, status);
  const raw = typeof json.balance === "number" ? String(json.balance) : json.balance;
  if (typeof raw !== "string" || !/^\d+([.,]\d+)?$/.test(raw)) throw invalidResponse(status);
  return raw.replace(",", ".");
}

function invalidResponse(status: number): SmsError {
  return new SmsError("invalid_response", { provider: "netgsm", httpStatus: status });
}
