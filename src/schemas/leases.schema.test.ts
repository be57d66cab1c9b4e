import { describe, expect, it } from "vitest";
import { BOOKING_KIND_NAMES } from "../domain/orders/api";
import { BOOKING_KINDS } from "./leases.schema";

describe("leases schema", () => {
  it("books the kinds the availability answers name", () => {
    expect([...BOOKING_KINDS]).toEqual([...BOOKING_KIND_NAMES]);
  });
});
