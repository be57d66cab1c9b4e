import Schema from "@rc-component/async-validator";
import type { FormRule } from "antd";
import { describe, expect, it } from "vitest";
import { clients } from "../schemas/clients.schema";
import { sample } from "./__fixtures__/sample.schema";
import { describeField, fieldByName } from "./fields";
import { fieldRules } from "./rules";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

/** Runs antd-style rules the way rc-field-form does for the parts the engine uses. */
const errorsOf = async (rules: FormRule[], value: unknown): Promise<string[]> => {
  const errors: string[] = [];
  for (const rule of rules) {
    if (typeof rule === "function") continue;
    const empty = value === undefined || value === null || value === "";
    if (rule.required && (empty || (rule.whitespace && String(value).trim() === ""))) errors.push(String(rule.message));
    if (!empty && rule.max !== undefined && String(value).length > rule.max) errors.push(String(rule.message));
    if (!empty && rule.min !== undefined && String(value).length < rule.min) errors.push(String(rule.message));
    if (!empty && rule.type === "email" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(value))) errors.push(String(rule.message));
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => undefined);
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
  }
  return errors;
};

describe("fieldRules", () => {
  it("makes a required field reject an empty or blank value with the i18n key", async () => {
    const rules = fieldRules(fieldByName(sample, "full_name"), true, t);
    expect(await errorsOf(rules, "  ")).toContain("engine.validation.required");
    expect(await errorsOf(rules, "Ayşe")).toEqual([]);
  });

  it("lets antd's own validator accept a picked reference (a number) in a required field", async () => {
    const [required] = fieldRules(fieldByName(clients, "category_id"), true, t);
    const validate = (value: unknown) => new Schema({ category_id: required as never }).validate({ category_id: value });
    await expect(validate(7)).resolves.toBeDefined();
    await expect(validate(undefined)).rejects.toBeDefined();
  });

  it("adds no required rule when the field is optional", async () => {
    expect(await errorsOf(fieldRules(fieldByName(sample, "tax_office"), false, t), "")).toEqual([]);
  });

  it("limits length with the limit in the message", async () => {
    const rules = fieldRules(fieldByName(sample, "full_name"), true, t);
    expect(await errorsOf(rules, "x".repeat(121))).toEqual(['engine.validation.maxLength {"max":120}']);
  });

  it("checks minimum and maximum of numbers", async () => {
    const field = describeField("commission", { type: "integer", minimum: 0, maximum: 100 });
    const rules = fieldRules(field, false, t);
    expect(await errorsOf(rules, 101)).toEqual(['engine.validation.maximum {"max":100}']);
    expect(await errorsOf(rules, -1)).toEqual(['engine.validation.minimum {"min":0}']);
    expect(await errorsOf(rules, 2.5)).toEqual(["engine.validation.integer"]);
    expect(await errorsOf(rules, 10)).toEqual([]);
  });

  it("says a field's own message (x-message) for every broken rule of its value, but not for a missing value", async () => {
    const field = describeField("commission", { type: "integer", minimum: 0, maximum: 100, "x-message": "server.employees.commissionInvalid" });
    const rules = fieldRules(field, true, t);
    for (const broken of [150, 101, -1, 2.5]) expect(await errorsOf(rules, broken)).toEqual(["employees.commissionInvalid"]);
    expect(await errorsOf(rules, 100)).toEqual([]);
    expect(await errorsOf(rules, undefined)).toEqual(["engine.validation.required"]);
  });

  it("checks pattern, email and enum", async () => {
    expect(await errorsOf(fieldRules(fieldByName(sample, "balance"), false, t), "12.345")).toEqual(["engine.validation.pattern"]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "balance"), false, t), "12.34")).toEqual([]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "email"), false, t), "nope")).toEqual(["engine.validation.email"]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "type"), true, t), "robot")).toEqual(["engine.validation.enum"]);
  });

  it("checks a website (http or https, the scheme may be left out) and a five-digit postal code", async () => {
    const website = describeField("website", { type: "string", format: "website", maxLength: 200 });
    expect(await errorsOf(fieldRules(website, false, t), "prenses")).toEqual(["engine.validation.website"]);
    expect(await errorsOf(fieldRules(website, false, t), "ftp://prenses.com.tr")).toEqual(["engine.validation.website"]);
    expect(await errorsOf(fieldRules(website, false, t), "prenses.com.tr")).toEqual([]);
    const postalCode = describeField("postal_code", { type: "string", format: "postal-code", maxLength: 10 });
    expect(await errorsOf(fieldRules(postalCode, false, t), "3471")).toEqual(["engine.validation.postalCode"]);
    expect(await errorsOf(fieldRules(postalCode, false, t), "34710")).toEqual([]);
  });

  it("requires a complete mask and valid Turkish numbers", async () => {
    expect(await errorsOf(fieldRules(fieldByName(sample, "gsm"), false, t), "+90 (532) 1")).toEqual([
      'engine.validation.phone {"digits":10,"example":"+90 (532) 123 45 67"}',
    ]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "gsm"), false, t), "+90 (532) 123 45 67")).toEqual([]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "identity_number"), false, t), "1729171")).toContain('engine.validation.mask {"digits":11}');
    expect(await errorsOf(fieldRules(fieldByName(sample, "identity_number"), false, t), "17291716050")).toEqual(["engine.validation.tckn"]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "identity_number"), false, t), "17291716060")).toEqual([]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "tax_no"), false, t), "4540536921")).toEqual(["engine.validation.vkn"]);
    expect(await errorsOf(fieldRules(fieldByName(sample, "tax_no"), false, t), "4540536920")).toEqual([]);
  });

  it("validates IBANs of sub-list rows", async () => {
    const accounts = fieldByName(sample, "accounts");
    const iban = accounts.itemFields?.find((field) => field.name === "iban");
    expect(iban?.required).toBe(true);
    const rules = fieldRules(iban!, true, t);
    expect(await errorsOf(rules, "TR33 0006 1005 1978 6457 8413 26")).toEqual([]);
    expect(await errorsOf(rules, "TR33 0006 1005 1978 6457 8413 27")).toEqual(["engine.validation.iban"]);
  });

  it("asks a confirmation to repeat its field (x-ui.sameAs), re-read whenever it is checked", async () => {
    const field = describeField("password_confirmation", { type: "string", maxLength: 200, "x-ui": { widget: "password", sameAs: "password" } });
    const rule = fieldRules(field, true, t).find((candidate) => typeof candidate === "function")!;
    const typed = { password: "gizli-parola" };
    const validate = (value: string) => (rule as Function)({ getFieldValue: (name: keyof typeof typed) => typed[name] }).validator({}, value);
    await expect(validate("gizli-parola")).resolves.toBeUndefined();
    await expect(validate("baska-parola")).rejects.toThrow("engine.validation.sameAs");
    await expect(validate("")).resolves.toBeUndefined();
  });
});
