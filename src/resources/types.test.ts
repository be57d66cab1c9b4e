import { describe, expectTypeOf, it } from "vitest";
import type { Announce } from "./announces/types";
import type { Notification } from "./notification/types";

describe("record types come from the schemas", () => {
  it("requires what the schema requires", () => {
    expectTypeOf<Announce>().toEqualTypeOf<{ title: string; description: string }>();
    expectTypeOf<Notification>().toEqualTypeOf<{ title: string; description: string }>();
  });
});
