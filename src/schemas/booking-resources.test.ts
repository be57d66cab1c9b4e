import { describe, expect, it } from "vitest";
import { BOOKING_KIND_NAMES } from "../domain/orders/api";
import { schemas } from ".";
import type { ResourceSchema } from "./resource";

describe("booking resources", () => {
  it("one resource books each kind the availability answers name: leases, tailors, dry", () => {
    const booked = (schemas as readonly ResourceSchema[]).filter((schema) => schema["x-resource"].booking).map((schema) => [schema["x-resource"].booking, schema.$id]);
    expect(Object.fromEntries(booked)).toEqual({ lease: "leases", tailor: "tailors", dry: "dry" });
    expect(booked.map(([kind]) => kind).sort()).toEqual([...BOOKING_KIND_NAMES].sort());
  });
});
