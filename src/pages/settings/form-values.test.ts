import { describe, expect, it } from "vitest";
import { changedValues, toMaskedPhone } from "./form-values";

describe("settings form values", () => {
  it("shows a stored E.164 phone in the mask, and nothing for none", () => {
    expect(toMaskedPhone("+905321234567")).toBe("+90 (532) 123 45 67");
    expect(toMaskedPhone(null)).toBeUndefined();
    expect(toMaskedPhone("")).toBeUndefined();
  });

  it("sends only changed fields, trimmed, with blanks as null", () => {
    const initial = { title: "Prenses", phone: "+90 (532) 123 45 67", website: "x.tr", city: null };
    const current = { title: " Prenses Moda ", phone: "+90 (532) 123 45 67", website: "", city: null };
    expect(changedValues(initial, current)).toEqual({ title: "Prenses Moda", website: null });
  });

  it("finds no change when nothing but whitespace moved", () => {
    expect(changedValues({ title: "A" }, { title: "A " })).toEqual({});
  });
});
