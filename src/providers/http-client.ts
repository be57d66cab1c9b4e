import type { HttpError } from "@refinedev/core";
import { axiosInstance } from "@refinedev/simple-rest";
import i18next from "i18next";

/** Every call goes to /api with a 30-second limit (spec §7). */
export const API_URL = "/api";
export const REQUEST_TIMEOUT_MS = 30_000;

export type HttpClient = typeof axiosInstance;

export interface HttpClientOptions {
  getToken: () => string | null;
  getLanguage: () => string;
  /** Origin the relative `/api` paths resolve against; the page's own origin in the browser. */
  baseURL?: string;
}

interface FailedRequest {
  response?: { status: number; data?: { message?: unknown; errors?: HttpError["errors"] } };
  code?: string;
}

/**
 * Any failure as refine's HttpError: the server's `message`, the status and, for 422, the
 * `errors` object `{ field: [messages] }` that useForm puts on the fields.
 */
export const toHttpError = (error: unknown): HttpError => {
  const { response, code } = (error ?? {}) as FailedRequest;
  if (!response) {
    const key = code === "ECONNABORTED" || code === "ETIMEDOUT" ? "errors.timeout" : "errors.network";
    return { message: i18next.t(key), statusCode: 0 };
  }
  const body = response.data ?? {};
  const message = typeof body.message === "string" && body.message !== "" ? body.message : i18next.t("errors.unexpected");
  return body.errors ? { message, statusCode: response.status, errors: body.errors } : { message, statusCode: response.status };
};

/**
 * The axios instance simple-rest talks through, derived from its own so no second axios copy is
 * bundled. The fetch adapter keeps one transport in the browser and in tests.
 */
export const createHttpClient = ({ getToken, getLanguage, baseURL = globalThis.location?.origin }: HttpClientOptions): HttpClient => {
  const client = axiosInstance.create({
    adapter: "fetch",
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: "application/json" },
  });
  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    config.headers.set("Accept-Language", getLanguage());
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toHttpError(error)));
  return client;
};
