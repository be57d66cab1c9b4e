import { countSegments } from "../src/domain/sms/segments";
import { startFakeServer, type FakeServer, type RecordedRequest } from "../server/integrations/testing/fakeHttpServer";
import { E2E_SMS_PORT } from "../playwright.config";

/** One sent text as the fake received it. */
export interface GatewayMessage {
  /** The account's API key (Organik's address holds it: `/v2/<key>/sendsms/json/json/`). */
  key: string;
  to: number[];
  text: string;
}

export interface SmsGateway {
  /** Texts the server sent (every account, or one API key's), decoded, newest last. */
  messages(key?: string): GatewayMessage[];
  /** Every request the fake received, by API key and request ("sendsms", "balance"), oldest first. */
  requests(): { key: string; request: string; method: string }[];
  /** The credits an account holds; an account never set starts at DEFAULT_CREDITS. */
  balance(key: string): number;
  setBalance(key: string, credits: number): void;
  close(): Promise<void>;
}

/** What an account the test did not set holds (the platform's own account for activation codes). */
export const DEFAULT_CREDITS = 1000;

interface Delivery {
  options?: { message_format?: number };
  message: string;
  recipients: { gsms: number[] };
}

const deliveriesOf = (body: string): Delivery[] => JSON.parse(body).data.deliveries;
const decoded = (delivery: Delivery): string => Buffer.from(delivery.message, "base64").toString("utf8");

/** `/v2/<key>/<request>/json/json/` → its key and request. */
const addressOf = (request: RecordedRequest): { key: string; request: string } => {
  const [, version, key = "", name = ""] = request.path.split("/");
  return version === "v2" ? { key: decodeURIComponent(key), request: name } : { key: "", request: "" };
};

/**
 * The fake Organik gateway the e2e server's SMS accounts talk to. Each API key has its own credit balance (its
 * `balance` answer), which every accepted send lowers by segments × recipients, as Organik charges; a send the
 * balance cannot cover is refused with Organik's INSUFFICIENT_CREDIT and charges nothing.
 */
export async function startSmsGateway(): Promise<SmsGateway> {
  const balances = new Map<string, number>();
  const balanceOf = (key: string) => balances.get(key) ?? DEFAULT_CREDITS;
  const server: FakeServer = await startFakeServer((request) => {
    const { key, request: name } = addressOf(request);
    if (name === "balance") return { status: 200, body: { response: { result: true, data: { tl: "0", credit: balanceOf(key) } } } };
    if (name !== "sendsms") return { status: 404, body: { response: { result: false, error: { message: "Not found", number: 404, code: 404 } } } };
    const deliveries = deliveriesOf(request.body);
    const cost = deliveries.reduce((sum, delivery) => sum + countSegments(decoded(delivery), { turkishShift: true }).segments * delivery.recipients.gsms.length, 0);
    if (cost > balanceOf(key)) {
      return { status: 200, body: { response: { result: false, error: { message: "Yetersiz kredi", number: 1023, code: "INSUFFICIENT_CREDIT" } } } };
    }
    balances.set(key, balanceOf(key) - cost);
    const answered = deliveries.map((delivery, index) => ({ track_id: `e2e-${server.requests.length}-${index}`, valid: delivery.recipients.gsms, invalid: [] }));
    return { status: 200, body: { response: { result: true, data: { deliveries: answered } } } };
  }, E2E_SMS_PORT);
  const sends = () => server.requests.filter((request) => addressOf(request).request === "sendsms");
  return {
    messages: (key) =>
      sends()
        .filter((request) => key === undefined || addressOf(request).key === key)
        .flatMap((request) => deliveriesOf(request.body).map((delivery) => ({ key: addressOf(request).key, to: delivery.recipients.gsms, text: decoded(delivery) }))),
    requests: () => server.requests.map((request) => ({ ...addressOf(request), method: request.method })),
    balance: balanceOf,
    setBalance: (key, credits) => balances.set(key, credits),
    close: () => server.close(),
  };
}
