import { resolveHttpOptions, trimTrailingSlash, type FetchLike, type HttpOptions } from "../http";
import { PAYTR_BASE_URL } from "./credentials";

export interface PaytrOptions {
  /** Replaces https://www.paytr.com (tests point it at a local fake). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
}

export function resolvePaytrOptions(options: PaytrOptions = {}): { baseUrl: string; http: HttpOptions } {
  return { baseUrl: trimTrailingSlash(options.baseUrl ?? PAYTR_BASE_URL), http: resolveHttpOptions(options) };
}

export type PaytrCurrency = "TL" | "EUR" | "USD" | "GBP" | "RUB";
export type PaytrLanguage = "tr" | "en";
