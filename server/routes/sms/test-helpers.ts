import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { FakeAnswer, RecordedRequest } from "../../integrations/testing/fakeHttpServer";
import type { Actor } from "../../test/fixtures";

/** The platform's Organik key in the tests: it must never show in an answer, a log line or a stored error. */
export const PLATFORM_KEY = "PLATFORM-SECRET-KEY-9f3c";

/** The server's environment for a platform account on Organik at `fakeUrl`. */
export const platformEnv = (fakeUrl: string): NodeJS.ProcessEnv => ({
  SYSTEM_SMS_PROVIDER: "organik",
  SYSTEM_SMS_TITLE: "GELINLIK",
  SYSTEM_SMS_API_KEY: PLATFORM_KEY,
  SMS_ORGANIK_URL: fakeUrl,
});

/** The numbers one Organik send request carries (each delivery's gsms). */
export function organikNumbers(request: RecordedRequest): string[] {
  if (!request.path.endsWith("/sendsms/json/json/")) return [];
  const body = JSON.parse(request.body) as { data: { deliveries: { recipients: { gsms: number[] } }[] } };
  return body.data.deliveries.flatMap((delivery) => delivery.recipients.gsms.map(String));
}

/** Organik's success: every number of every delivery valid. */
export function organikAccepts(request: RecordedRequest): FakeAnswer {
  const body = JSON.parse(request.body) as { data: { deliveries: { recipients: { gsms: number[] } }[] } };
  const deliveries = body.data.deliveries.map((delivery, i) => ({ track_id: `t-${Date.now()}-${i}`, valid: delivery.recipients.gsms, invalid: [] }));
  return { status: 200, body: { response: { result: true, data: { deliveries } } } };
}

/** Mobiles of the test clients: one per client across every shop of a test file, so the fake's counts per number hold. */
let phone = 1000000;

/** The SMS API as one shop's user calls it. */
export function smsApi(app: FastifyInstance, actor: Actor) {
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    /** A client with a mobile of its own (unless given), consenting unless told otherwise (written through the repository). */
    client: async (values: Record<string, unknown> = {}) => {
      phone++;
      return app.unitOfWork({ companyId: actor.companyId }, (repos) =>
        repos.resource("clients").create({ type: "person", role: "client", full_name: `Ayşe ${phone}`, gsm: `+90532${phone}`, sms_consent: true, ...values }),
      ) as Promise<Record<string, any>>;
    },
    send: (message: string, clientIds: number[], values: Record<string, unknown> = {}) =>
      call("POST", "/send-sms", { message, purpose: "service", recipients: { client_ids: clientIds }, request_id: randomUUID(), ...values }),
    list: async (page = 1) => {
      const response = await call("GET", `/sms-list?page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: Record<string, any>[]; total: number; per_page: number; last_page: number };
    },
  };
}
