import { resourceExtensions } from "../routes/resources/extensions";
import { createTestApp, type TestApp } from "../test/app";

/**
 * A test app for the SMS module's own tests. While the send pipeline (clients' `send_sms`) is being built beside
 * this module, a declared action without its handler would stop the app from starting: such a handler is filled
 * with one that refuses, so these tests do not wait for it. Once the real one exists, it is used.
 */
export function createSmsTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const clients = resourceExtensions.clients ?? {};
  const actions = { send_sms: async () => Promise.reject(new Error("send_sms is not part of this test")), ...clients.actions };
  return createTestApp(env, { extensions: { clients: { ...clients, actions } } });
}
