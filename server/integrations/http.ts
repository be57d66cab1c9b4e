/**
 * The one way integrations talk HTTP: global fetch with a hard timeout, the body read as text and parsed
 * as JSON by the caller's rules. Transport trouble becomes a TransportError that each adapter turns into
 * its own typed error, so a timeout or a dropped connection can never pass for a success.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

export type FetchLike = typeof fetch;

export interface HttpOptions {
  timeoutMs: number;
  fetch: FetchLike;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

export class TransportError extends Error {
  readonly kind: "timeout" | "network";
  constructor(kind: "timeout" | "network", cause: unknown) {
    super(kind === "timeout" ? "request timed out" : "network failure", { cause });
    this.name = "TransportError";
    this.kind = kind;
  }
}

export async function httpRequest(url: string, init: RequestInit, options: HttpOptions): Promise<HttpAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(url, { ...init, signal });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    throw new TransportError(signal.aborted ? "timeout" : "network", error);
  }
}

/** The parsed JSON, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export function resolveHttpOptions(options: { timeoutMs?: number; fetch?: FetchLike } = {}): HttpOptions {
  return { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, fetch: options.fetch ?? globalThis.fetch };
}
