import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth";
import { nulPath } from "./nul-guard";

const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

describe("bodies nested too deeply", () => {
  let t: TestApp;
  let owner: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createActor(t.database.db);
  });
  afterAll(() => t.close());

  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, payload });

  it.each([
    ["/api/login", false],
    ["/api/clients", true],
  ])("answer 400 with a message on %s, not 500", async (url, signedIn) => {
    const response = await send(url, `{"email":"a@b.tr","password":"x","full_name":${nested(4000)}}`, signedIn ? owner.headers : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Gönderilen veri çok fazla iç içe yapı içeriyor (en fazla ${MAX_JSON_DEPTH} seviye).` });
  });

  it("still reads brackets inside strings as text, and a body at the limit as a body", async () => {
    const inString = await send("/api/login", JSON.stringify({ email: "kimse@example.com", password: nested(100) }));
    expect(inString.statusCode).toBe(422);
    expect(inString.json().errors).toEqual({ email: ["E-posta veya şifre hatalı."] });
    const atLimit = await send("/api/clients", `{"type":"person","full_name":"Ayşe","x":${nested(MAX_JSON_DEPTH - 1)}}`, owner.headers);
    expect(atLimit.statusCode).toBe(422);
    expect(Object.keys(atLimit.json().errors)).toContain("x");
  });
});

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, not brackets in strings or escaped quotes", () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '\\"[[[[[[', b: "{{{{{{" }), 1)).toBe(false);
  });
});

describe("nulPath", () => {
  it("finds a NUL however deep it sits, without exhausting the stack", () => {
    let value: unknown = { note: "a\u0000b" };
    for (let level = 0; level < 100_000; level++) value = { x: value };
    expect(nulPath(value)).toBe(`${"x.".repeat(100_000)}note`);
  });

  it("names the first offending field in reading order, and null when there is none", () => {
    expect(nulPath({ a: "ok", b: ["x", "y\u0000"], c: "\u0000" })).toBe("b.1");
    expect(nulPath({ a: "ok", b: [1, true, null] })).toBeNull();
  });
});
