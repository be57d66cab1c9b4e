import path from "node:path";
import { z } from "zod";
import { parseSecretsKey, type SecretsKey } from "./crypto/secrets";
import { SMS_PROVIDER_CREDENTIALS, SMS_PROVIDERS, type SmsCredentialField, type SmsProviderName } from "../src/domain/turkish/smsProviders";

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
  // The platform's own SMS account (phone activation codes), not a shop's.
  SYSTEM_SMS_PROVIDER: z.enum(SMS_PROVIDERS).optional(),
  SYSTEM_SMS_TITLE: z.string().optional(),
  SYSTEM_SMS_API_KEY: z.string().optional(),
  SYSTEM_SMS_API_SECRET: z.string().optional(),
  SYSTEM_SMS_USERNAME: z.string().optional(),
  SYSTEM_SMS_PASSWORD: z.string().optional(),
  // The key of the secrets stored encrypted (`x-encrypted`): base64 of 32 bytes; unset: DATA_DIR/secrets.key.
  SECRETS_KEY: z
    .string()
    .refine((value) => parseSecretsKey(value) !== undefined, "must be the base64 of 32 bytes (openssl rand -base64 32)")
    .optional(),
  // The background job runner (server/jobs).
  JOBS_POLL_MS: z.coerce.number().int().positive().default(1000),
  JOBS_RETRY_BASE_MS: z.coerce.number().int().min(0).default(5000),
  JOBS_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  JOBS_DISABLED: z.enum(["true", "false"]).default("false"),
});

/** Environment variable of each credential the providers need (SMS_PROVIDER_CREDENTIALS). */
const SYSTEM_SMS_VARIABLES: Record<SmsCredentialField, keyof z.infer<typeof ConfigSchema>> = {
  api_key: "SYSTEM_SMS_API_KEY",
  api_secret: "SYSTEM_SMS_API_SECRET",
  username: "SYSTEM_SMS_USERNAME",
  password: "SYSTEM_SMS_PASSWORD",
};

/** The platform's SMS account in the shape createSmsProvider takes. */
export interface SystemSmsSettings {
  provider: SmsProviderName;
  title: string;
  api_key?: string;
  api_secret?: string;
  username?: string;
  password?: string;
}

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
  /** `SECRETS_KEY`; absent: the key is `DATA_DIR/secrets.key` (server/crypto/secrets.ts). Prints as `[secret]`. */
  secretsKey?: SecretsKey;
  integrations: {
    /** Passed as `baseUrls` to createSmsProvider; a missing provider uses its documented address. */
    smsBaseUrls: Partial<Record<"netgsm" | "iletimerkezi" | "bulutfon" | "organik", string>>;
    /** Passed as `baseUrl` to the PayTR calls. */
    paytrBaseUrl?: string;
    /** Sends the phone activation codes; null when not configured (see docs/system-sms.md). */
    systemSms: SystemSmsSettings | null;
  };
  /** The background job runner (server/jobs): its poll pause, first retry delay, lease, and whether main.ts starts it. */
  jobs: { pollMs: number; retryBaseMs: number; leaseMs: number; disabled: boolean };
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
    ...(c.SECRETS_KEY ? { secretsKey: parseSecretsKey(c.SECRETS_KEY) } : {}),
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
      systemSms: systemSmsFrom(c),
    },
    jobs: {
      pollMs: c.JOBS_POLL_MS,
      retryBaseMs: c.JOBS_RETRY_BASE_MS,
      leaseMs: c.JOBS_LEASE_MS,
      disabled: c.JOBS_DISABLED === "true",
    },
  };
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((address) => address.trim());
}

/** A chosen provider must come with its sender title and credentials: a gap stops start-up, not the first SMS. */
function systemSmsFrom(c: z.infer<typeof ConfigSchema>): SystemSmsSettings | null {
  const provider = c.SYSTEM_SMS_PROVIDER;
  if (!provider) return null;
  const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const fields = SMS_PROVIDER_CREDENTIALS[provider];
  const missing = [
    ...(filled(c.SYSTEM_SMS_TITLE) ? [] : ["SYSTEM_SMS_TITLE"]),
    ...fields.filter((field) => !filled(c[SYSTEM_SMS_VARIABLES[field]] as string | undefined)).map((field) => SYSTEM_SMS_VARIABLES[field]),
  ];
  if (missing.length > 0) throw new Error(`Invalid configuration: SYSTEM_SMS_PROVIDER=${provider} needs ${missing.join(", ")}`);
  return {
    provider,
    title: filled(c.SYSTEM_SMS_TITLE)!,
    ...Object.fromEntries(fields.map((field) => [field, filled(c[SYSTEM_SMS_VARIABLES[field]] as string | undefined)])),
  };
}
