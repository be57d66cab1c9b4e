import { describe, expect, it } from "vitest";
import { clients } from "../schemas/clients.schema";
import { sample } from "./__fixtures__/sample.schema";
import { fieldByName } from "./fields";
import { defaultValues, itemDefaults, normaliseForSubmit } from "./values";

describe("defaultValues", () => {
  it("takes the schema defaults and starts sub-lists empty", () => {
    expect(defaultValues(sample)).toEqual({ type: "person", is_active: true, accounts: [] });
    expect(itemDefaults(fieldByName(sample, "accounts"))).toEqual({});
  });
});

describe("normaliseForSubmit", () => {
  it("keeps only form fields, trims, drops empties and turns references into numbers", () => {
    const values = normaliseForSubmit(sample, {
      id: 7,
      created_at: "2024-01-01T00:00:00Z",
      type: "person",
      full_name: "  Ayşe Yılmaz ",
      tax_office: "",
      category_id: "3",
      gsm: "+90 (532) 123 45 67",
      balance: "12.50",
      accounts: [{ bank_name: " Ziraat ", iban: "TR33 0006 1005 1978 6457 8413 26", extra: 1 }],
    });
    expect(values).toEqual({
      type: "person",
      full_name: "Ayşe Yılmaz",
      category_id: 3,
      gsm: "+90 (532) 123 45 67",
      balance: "12.50",
      accounts: [{ bank_name: "Ziraat", iban: "TR33 0006 1005 1978 6457 8413 26" }],
    });
  });
});

describe("normaliseForSubmit with visibleWhen", () => {
  const common = { full_name: "Ayşe", category_id: 2, identity_number: "17291716060", tax_no: "4540536920", company_name: "Ayşe Gelinlik" };

  it("leaves out the fields the form hides for the chosen type", () => {
    const person = normaliseForSubmit(clients, { ...common, type: "person", groom_full_name: "Ali" });
    expect(person).toMatchObject({ identity_number: "17291716060", groom_full_name: "Ali" });
    expect(person).not.toHaveProperty("tax_no");
    expect(person).not.toHaveProperty("company_name");

    const business = normaliseForSubmit(clients, { ...common, type: "business", groom_full_name: "Ali" });
    expect(business).toMatchObject({ tax_no: "4540536920", company_name: "Ayşe Gelinlik" });
    expect(business).not.toHaveProperty("identity_number");
    expect(business).not.toHaveProperty("groom_full_name");
  });

  it("never sends the server's computed figures", () => {
    expect(normaliseForSubmit(clients, { ...common, type: "person", balance: "10.00" })).not.toHaveProperty("balance");
  });
});
