import { startFakeServer, type FakeServer } from "../server/integrations/testing/fakeHttpServer";
import { E2E_SMS_PORT } from "../playwright.config";

export interface SmsGateway {
  /** Texts the server sent, decoded, newest last. */
  messages(): { to: number[]; text: string }[];
  close(): Promise<void>;
}

interface Delivery {
  message: string;
  recipients: { gsms: number[] };
}

const deliveriesOf = (body: string): Delivery[] => JSON.parse(body).data.deliveries;

/** The fake Organik gateway the e2e server's platform SMS account talks to; it accepts every recipient. */
export async function startSmsGateway(): Promise<SmsGateway> {
  const server: FakeServer = await startFakeServer((request) => {
    const deliveries = deliveriesOf(request.body).map((delivery, index) => ({ track_id: `e2e-${index}`, valid: delivery.recipients.gsms, invalid: [] }));
    return { status: 200, body: { response: { result: true, data: { deliveries } } } };
  }, E2E_SMS_PORT);
  return {
    messages: () =>
      server.requests.flatMap((request) =>
        deliveriesOf(request.body).map((delivery) => ({
          to: delivery.recipients.gsms,
          text: Buffer.from(delivery.message, "base64").toString("utf8"),
        })),
      ),
    close: () => server.close(),
  };
}
