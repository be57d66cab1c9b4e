import { httpRequest, isRecord, parseJson, type HttpOptions } from "../http";
import { PaytrError, paytrErrorFromTransport } from "./errors";

/** PayTR's APIs take form-encoded fields and answer a JSON object with a status. */
export async function postForm(url: string, fields: Record<string, string>, http: HttpOptions): Promise<Record<string, unknown>> {
  let status: number;
  let json: unknown;
  try {
    const answer = await httpRequest(
      url,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() },
      http,
    );
    status = answer.status;
    json = parseJson(answer.text);
  } catch (error) {
    throw paytrErrorFromTransport(error);
  }
  if (!isRecord(json) || typeof json.status !== "string") throw new PaytrError("invalid_response", { httpStatus: status });
  if (json.status !== "success") {
    const reason = [json.reason, json.err_msg, json.err_no].find((value) => typeof value === "string" || typeof value === "number");
    throw new PaytrError("failed", { reason: reason === undefined ? undefined : String(reason), httpStatus: status });
  }
  return json;
}
