/** Network failures of the driver's socket: the database server is down, restarting or unreachable. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/**
 * SQLSTATEs of a database that cannot serve right now: class 08 (connection exception), the server shutting
 * down or starting (57P01–57P03) and too many connections (53300).
 */
const isUnavailableSqlState = (code: string): boolean => code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);

/** The drivers' own words where they give no code: PGlite after close, pg's pool after end or a dropped socket. */
const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
];

/**
 * Whether an error says the database cannot be reached (rather than that a query was wrong). The query
 * builder wraps driver errors, so the cause chain is followed a few links down.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = typeof current.code === "string" ? current.code : undefined;
    if (code && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
    const message = typeof current.message === "string" ? current.message : "";
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
