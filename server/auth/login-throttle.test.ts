import { describe, expect, it } from "vitest";
import { createLoginThrottle, FIRST_DELAY_MS, FORGET_AFTER_MS, FREE_ATTEMPTS, MAX_DELAY_MS } from "./login-throttle";

function throttleWithClock() {
  const clock = { now: 1_000_000 };
  return { clock, throttle: createLoginThrottle(() => clock.now) };
}

const spend = (throttle: ReturnType<typeof createLoginThrottle>, key: string, times: number) => {
  for (let i = 0; i < times; i++) expect(throttle.attempt(key)).toEqual({ allowed: true });
};

describe("the per-account login throttle", () => {
  it(`allows ${FREE_ATTEMPTS} attempts, then makes the account wait, a delay that doubles and is capped`, () => {
    const { clock, throttle } = throttleWithClock();
    spend(throttle, "a@example.com", FREE_ATTEMPTS);
    expect(throttle.attempt("a@example.com")).toEqual({ allowed: false, retryAfterMs: FIRST_DELAY_MS });
    clock.now += FIRST_DELAY_MS;
    spend(throttle, "a@example.com", 1);
    expect(throttle.attempt("a@example.com")).toEqual({ allowed: false, retryAfterMs: 2 * FIRST_DELAY_MS });
    for (let round = 0; round < 20; round++) {
      clock.now += MAX_DELAY_MS;
      spend(throttle, "a@example.com", 1);
    }
    expect(throttle.attempt("a@example.com")).toEqual({ allowed: false, retryAfterMs: MAX_DELAY_MS });
  });

  it("counts each account on its own", () => {
    const { throttle } = throttleWithClock();
    spend(throttle, "a@example.com", FREE_ATTEMPTS);
    expect(throttle.attempt("a@example.com").allowed).toBe(false);
    expect(throttle.attempt("b@example.com")).toEqual({ allowed: true });
  });

  it("starts afresh after a successful sign-in", () => {
    const { throttle } = throttleWithClock();
    spend(throttle, "a@example.com", FREE_ATTEMPTS - 1);
    throttle.succeeded("a@example.com");
    spend(throttle, "a@example.com", FREE_ATTEMPTS);
  });

  it("forgets old misses once the account has been quiet long enough", () => {
    const { clock, throttle } = throttleWithClock();
    spend(throttle, "a@example.com", FREE_ATTEMPTS);
    clock.now += FIRST_DELAY_MS + FORGET_AFTER_MS;
    spend(throttle, "a@example.com", FREE_ATTEMPTS);
    expect(throttle.attempt("a@example.com")).toEqual({ allowed: false, retryAfterMs: FIRST_DELAY_MS });
  });
});
