import { describe, expect, it } from "vitest";
import { shouldRetryQuery } from "./query-retry";

describe("query retry", () => {
  it("does not retry a 4xx answer", () => {
    expect(shouldRetryQuery(0, { statusCode: 404, message: "Not found" })).toBe(false);
    expect(shouldRetryQuery(0, { statusCode: 403 })).toBe(false);
  });

  it("retries network failures and 5xx at most twice", () => {
    expect(shouldRetryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetryQuery(1, { statusCode: 503 })).toBe(true);
    expect(shouldRetryQuery(2, { statusCode: 503 })).toBe(false);
  });
});
