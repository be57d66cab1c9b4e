import { describe, expect, it } from "vitest";
import { addSize, withSizes } from "./with-sizes";

describe("withSizes", () => {
  it("sends the picked sizes instead of one size", () => {
    expect(withSizes({ name: "Gelinlik", size: 40, price: "100.00" }, [38, 40, 42])).toEqual({ name: "Gelinlik", price: "100.00", sizes: [38, 40, 42] });
  });

  it("leaves a product without picked sizes as it is", () => {
    expect(withSizes({ name: "Duvak", size: 40 }, [])).toEqual({ name: "Duvak", size: 40 });
  });
});

describe("addSize", () => {
  it("adds a size once, in the order picked", () => {
    expect(addSize(addSize(addSize([], 42), 38), 42)).toEqual([42, 38]);
  });
});
