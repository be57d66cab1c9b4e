import { describe, expect, it } from "vitest";
import { TransportError } from "../integrations/http";
import { SmsError } from "../integrations/sms/errors";
import { classifySmsFailure } from "./classify";

const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { code });
const network = (cause: unknown) => new SmsError("network", { provider: "organik" }, { cause: new TransportError("network", new TypeError("fetch failed", { cause })) });

describe("classifySmsFailure", () => {
  it.each([
    ["a gateway's 500", new SmsError("invalid_response", { provider: "organik", httpStatus: 500 }), "transient"],
    ["a gateway's 503 with its own error", new SmsError("provider_error", { provider: "bulutfon", providerCode: "x", httpStatus: 503 }), "transient"],
    ["429 too many requests", new SmsError("invalid_response", { provider: "bulutfon", httpStatus: 429 }), "transient"],
    ["connection refused", network(systemError("ECONNREFUSED")), "transient"],
    ["unknown host", network(systemError("ENOTFOUND")), "transient"],
    ["DNS try again", network(systemError("EAI_AGAIN")), "transient"],
    ["host unreachable", network(systemError("EHOSTUNREACH")), "transient"],
    ["network unreachable", network(systemError("ENETUNREACH")), "transient"],
    ["refused on every address (AggregateError)", network(Object.assign(new AggregateError([systemError("ECONNREFUSED")]), {})), "transient"],
    ["NetGSM 80 (sending limit)", new SmsError("provider_error", { provider: "netgsm", providerCode: "80", httpStatus: 200 }), "transient"],
    ["NetGSM 100 (system error)", new SmsError("provider_error", { provider: "netgsm", providerCode: "100", httpStatus: 200 }), "transient"],
    ["NetGSM 101", new SmsError("provider_error", { provider: "netgsm", providerCode: "101", httpStatus: 200 }), "transient"],
    ["İleti Merkezi 503", new SmsError("provider_error", { provider: "iletimerkezi", providerCode: "503", httpStatus: 200 }), "transient"],
    ["a timeout", new SmsError("timeout", { provider: "organik" }), "ambiguous"],
    ["a connection reset after sending", network(systemError("ECONNRESET")), "ambiguous"],
    ["a socket closed by the other side", network(Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" })), "ambiguous"],
    ["a 200 we cannot read", new SmsError("invalid_response", { provider: "organik", httpStatus: 200 }), "ambiguous"],
    ["not an adapter's error", new Error("boom"), "ambiguous"],
    ["NetGSM 30 (credentials)", new SmsError("provider_error", { provider: "netgsm", providerCode: "30", httpStatus: 200 }), "permanent"],
    ["NetGSM 40 (header)", new SmsError("provider_error", { provider: "netgsm", providerCode: "40", httpStatus: 200 }), "permanent"],
    ["İleti Merkezi 401", new SmsError("provider_error", { provider: "iletimerkezi", providerCode: "401", httpStatus: 401 }), "permanent"],
    ["a 401 without words", new SmsError("invalid_response", { provider: "organik", httpStatus: 401 }), "permanent"],
    ["a rejected number", new SmsError("invalid_recipient", { provider: "organik" }), "permanent"],
    ["no valid recipient", new SmsError("no_valid_recipients", { provider: "organik" }), "permanent"],
    ["missing credentials", new SmsError("missing_credentials", { provider: "netgsm" }), "permanent"],
  ])("%s is %s", (_name, error, kind) => {
    expect(classifySmsFailure(error).kind).toBe(kind);
  });

  it("keeps the adapter's message key for a refusal and says 'unknown outcome' for an ambiguous one", () => {
    expect(classifySmsFailure(new SmsError("provider_error", { provider: "netgsm", providerCode: "30" })).messageKey).toBe("integrations:sms.netgsm.30");
    expect(classifySmsFailure(new SmsError("timeout", { provider: "netgsm" })).messageKey).toBe("server.sms.unknownOutcome");
  });

  it("summarises without the gateway's own words or anything from the cause", () => {
    const secret = "SECRET-KEY-123";
    const error = new SmsError("provider_error", { provider: "organik", providerCode: "1", httpStatus: 403, detail: `bad key ${secret}` }, { cause: new Error(`https://x/v2/${secret}/sendsms`) });
    const failure = classifySmsFailure(error);
    expect(failure.summary).toBe("organik: provider_error, code 1, http 403");
    expect(JSON.stringify(failure)).not.toContain(secret);
    expect(JSON.stringify(classifySmsFailure(network(Object.assign(new Error(`connect ECONNREFUSED ${secret}`), { code: "ECONNREFUSED" }))))).not.toContain(secret);
  });
});
