import path from "node:path";
import { z } from "zod";

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Behind a reverse proxy: its hop count or addresses. Unset: X-Forwarded-For is ignored. "true" is refused:
   * it would trust the leftmost address, which the client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .refine((value) => value !== "true", "use a hop count or the proxies' addresses, not true")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  // Provider addresses: the documented ones unless set (tests and staging point them elsewhere).
  SMS_NETGSM_URL: z.string().url().optional(),
  SMS_ILETIMERKEZI_URL: z.string().url().optional(),
  SMS_BULUTFON_URL: z.string().url().optional(),
  SMS_ORGANIK_URL: z.string().url().optional(),
  PAYTR_URL: z.string().url().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  tokenTtlHours: number;
  bodyLimitBytes: number;
  /** Login attempts per minute and IP. */
  loginRateLimit: number;
  /** Fastify's trustProxy: false unless configured, so a client cannot pick its own IP for the rate limit. */
  trustProxy: false | number | string[];
  env: "development" | "production" | "test";
  integrations: {
    /** Passed as `baseUrls` to createSmsProvider; a missing provider uses its documented address. */
    smsBaseUrls: Partial<Record<"netgsm" | "iletimerkezi" | "bulutfon" | "organik", string>>;
    /** Passed as `baseUrl` to the PayTR calls. */
    paytrBaseUrl?: string;
  };
}

/** Reads the environment once; an invalid value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL || undefined,
    publicUrl: c.PUBLIC_URL,
    tokenTtlHours: c.TOKEN_TTL_HOURS,
    bodyLimitBytes: c.BODY_LIMIT_BYTES,
    loginRateLimit: c.LOGIN_RATE_LIMIT,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    env: c.NODE_ENV,
    integrations: {
      smsBaseUrls: Object.fromEntries(
        (
          [
            ["netgsm", c.SMS_NETGSM_URL],
            ["iletimerkezi", c.SMS_ILETIMERKEZI_URL],
            ["bulutfon", c.SMS_BULUTFON_URL],
            ["organik", c.SMS_ORGANIK_URL],
          ] as const
        ).filter(([, url]) => url !== undefined),
      ),
      paytrBaseUrl: c.PAYTR_URL,
    },
  };
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((address) => address.trim());
}
