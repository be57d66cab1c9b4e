import type { HttpError } from "@refinedev/core";
import i18next from "i18next";

/** Every call goes to /api with a 30-second limit (spec §7). */
export const API_URL = "/api";
export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The body of a DELETE (refine's deleteOne variables, a custom DELETE's payload). */
  data?: unknown;
}

/** What the data and auth providers call: axios's shape (`{ data }` answers), on fetch. */
export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
}

export interface HttpClientOptions {
  getToken: () => string | null;
  getLanguage: () => string;
  /** Origin the relative `/api` paths resolve against; the page's own origin in the browser. */
  baseURL?: string;
}

/** A failed call before it becomes an HttpError: the server's answer, or why there was none. */
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

/** Bodies fetch sends as they are (a FormData upload gets its multipart boundary from the browser); the rest is JSON. */
const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === "string" || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;

/** The answer's JSON; an empty answer is "" and a body that is not JSON its text, as axios gave them. */
const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === "") return "";
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The client the data and auth providers talk through: plain fetch (axios was ~23 KB gzip of the app shell),
 * with the bearer token and the interface language on every request, a 30-second limit, and every failure
 * rejected as an HttpError (toHttpError).
 */
export const createHttpClient = ({ getToken, getLanguage, baseURL = globalThis.location?.origin }: HttpClientOptions): HttpClient => {
  const send = async <T,>(method: string, url: string, body: unknown, options: RequestOptions = {}): Promise<HttpResponse<T>> => {
    const headers = new Headers({ Accept: "application/json" });
    const token = getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    headers.set("Accept-Language", getLanguage());
    if (body !== undefined && !isRawBody(body)) headers.set("Content-Type", "application/json");
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    let response: Response;
    try {
      response = await fetch(baseURL ? new URL(url, baseURL).href : url, {
        method,
        headers,
        body: body === undefined ? undefined : isRawBody(body) ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw toHttpError({ code: (error as Error)?.name === "TimeoutError" ? "ETIMEDOUT" : "ERR_NETWORK" });
    }
    const data = await readBody(response);
    if (!response.ok) throw toHttpError({ response: { status: response.status, data: typeof data === "object" && data !== null ? data : {} } });
    return { data: data as T, status: response.status, headers: response.headers };
  };
  return {
    get: (url, options) => send("GET", url, undefined, options),
    delete: (url, options) => send("DELETE", url, options?.data, options),
    post: (url, body, options) => send("POST", url, body, options),
    put: (url, body, options) => send("PUT", url, body, options),
    patch: (url, body, options) => send("PATCH", url, body, options),
  };
};
