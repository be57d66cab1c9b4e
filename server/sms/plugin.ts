import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { registerSmsJobs } from "./send-job";

/** The SMS module's background work: the `sms.send` job on the app's runner (registered after the jobs plugin). */
export default fp(
  async function smsPlugin(app: FastifyInstance) {
    registerSmsJobs(app);
  },
  { name: "sms", dependencies: ["jobs"] },
);
