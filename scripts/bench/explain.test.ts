import { describe, expect, it } from "vitest";
import { inlineParameters } from "./explain";

describe("inlineParameters", () => {
  it("writes each parameter as a quoted literal, $12 before $1, quotes doubled, null as NULL", () => {
    const params = ["a'b", ...Array.from({ length: 10 }, (_, index) => String(index + 2)), null];
    expect(inlineParameters("select $1, $2, $12", params)).toBe("select 'a''b', '2', NULL");
  });
});
