import { vi } from "vitest";

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = { status: number; body?: unknown };
type Route = (request: RecordedRequest) => Answer | undefined;

/**
 * Replaces `fetch` (the network boundary) with a scripted server: each route answers the first
 * request it recognises; every request is recorded for assertions.
 */
export const installFakeApi = (...routes: Route[]) => {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === "string" ? new Request(input, init) : input;
    const text = request.body ? await request.text() : "";
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const answer = routes.map((route) => route(recorded)).find(Boolean) ?? { status: 404, body: { message: "Not found" } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
};

/** A route for one method and path (`/api/user`), answering the same each time. */
export const on =
  (method: string, path: string, status: number, body?: unknown): Route =>
  (request) =>
    request.method === method && request.url.pathname === path ? { status, body } : undefined;
