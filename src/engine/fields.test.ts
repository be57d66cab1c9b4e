import { describe, expect, it } from "vitest";
import { clients } from "../schemas/clients.schema";
import { smsSettings } from "../schemas/sms_settings.schema";
import { suppliers } from "../schemas/suppliers.schema";
import { computedFields, fieldByName, formFields, inferWidget, isVisibleFor, showFields, visibilityFields } from "./fields";

describe("computed fields", () => {
  it("are found by name as read-only money and shown on the show page before the creation date", () => {
    expect(fieldByName(clients, "total_debts")).toMatchObject({ widget: "money", computed: true, readOnly: true });
    expect(computedFields(suppliers).map((field) => field.name)).toEqual(["total_debts", "total_credits", "balance"]);
    expect(showFields(clients).map((field) => field.name).slice(-4)).toEqual(["total_debts", "total_credits", "balance", "created_at"]);
  });

  it("are never form fields", () => {
    expect(formFields(clients).map((field) => field.name)).not.toContain("balance");
  });
});

describe("visibleWhen", () => {
  it("shows a field only while every watched field holds its value", () => {
    const taxNo = fieldByName(clients, "tax_no");
    const groom = fieldByName(clients, "groom_full_name");
    expect(isVisibleFor(taxNo, { type: "business" })).toBe(true);
    expect(isVisibleFor(taxNo, { type: "person" })).toBe(false);
    expect(isVisibleFor(taxNo, {})).toBe(false);
    expect(isVisibleFor(groom, { type: "person" })).toBe(true);
    expect(isVisibleFor(fieldByName(clients, "full_name"), {})).toBe(true);
  });

  it("shows a field while a watched field holds one of a list of values (a credential three providers need)", () => {
    const apiKey = fieldByName(smsSettings, "api_key");
    expect(isVisibleFor(apiKey, { account: "own", provider: "organik" })).toBe(true);
    expect(isVisibleFor(apiKey, { account: "own", provider: "iletimerkezi" })).toBe(true);
    expect(isVisibleFor(apiKey, { account: "own", provider: "netgsm" })).toBe(false);
    // Every watched field still counts: the platform's account shows no credential whatever the provider.
    expect(isVisibleFor(apiKey, { account: "platform", provider: "organik" })).toBe(false);
    expect(isVisibleFor(apiKey, { account: "own" })).toBe(false);
  });

  it("names the fields the form must watch", () => {
    expect(visibilityFields(formFields(clients))).toEqual(["type"]);
    expect(visibilityFields(formFields(smsSettings))).toEqual(["account", "provider"]);
  });
});

describe("file fields", () => {
  it("get the images widget, one upload or a list of them", () => {
    expect(inferWidget({ type: "string", format: "upload" })).toBe("images");
    expect(inferWidget({ type: "array", items: { type: "string", format: "upload" } })).toBe("images");
    expect(inferWidget({ type: "array", items: { type: "integer" } })).not.toBe("images");
  });
});

describe("formats of the Turkish checks", () => {
  it("give their widget, so the value is shown formatted without an x-ui hint", () => {
    expect(inferWidget({ type: "string", format: "tr-mobile" })).toBe("phone");
    expect(inferWidget({ type: "string", format: "tr-mobile", "x-ui": { mask: "+90 (###) ### ####" } })).toBe("phone");
    expect(inferWidget({ type: "string", format: "iban" })).toBe("iban");
    expect(inferWidget({ type: "string", format: "tckn" })).toBe("tckn");
    expect(inferWidget({ type: "string", format: "vkn" })).toBe("vkn");
  });
});
