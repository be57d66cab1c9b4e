import { describe, expect, it } from "vitest";
import { sample } from "./__fixtures__/sample.schema";
import { conditionFields, conditionalRequired, conditionallyRequiredFields } from "./conditions";

describe("conditional requireds from allOf if/then", () => {
  it("requires the business fields only for a business", () => {
    expect([...conditionalRequired(sample, { type: "business" })].sort()).toEqual(["tax_no", "tax_office", "trade_name"]);
    expect([...conditionalRequired(sample, { type: "person" })]).toEqual(["identity_number"]);
  });

  it("requires nothing extra before a type is chosen", () => {
    expect(conditionalRequired(sample, {}).size).toBe(0);
  });

  it("applies else branches and enum conditions", () => {
    const schema = {
      ...sample,
      allOf: [{ if: { properties: { type: { enum: ["business"] } } }, then: { required: ["tax_no"] }, else: { required: ["identity_number"] } }],
    };
    expect([...conditionalRequired(schema, { type: "business" })]).toEqual(["tax_no"]);
    expect([...conditionalRequired(schema, { type: "person" })]).toEqual(["identity_number"]);
  });

  it("lists the fields the conditions read and the fields they can require", () => {
    expect(conditionFields(sample)).toEqual(["type"]);
    expect([...conditionallyRequiredFields(sample)].sort()).toEqual(["identity_number", "tax_no", "tax_office", "trade_name"]);
  });
});
