import type { FormRule } from "antd";
// The files, not the barrel: the barrel also loads the city list, which the form does not need.
import { isValidIban } from "../domain/turkish/iban";
import { isValidTcKimlikNo } from "../domain/turkish/tcKimlikNo";
import { isValidVergiKimlikNo } from "../domain/turkish/vergiKimlikNo";
import { isPostalCode, normalizeWebsite } from "../domain/web-and-post";
import { isMaskComplete, maskExample, PHONE_MASK, PHONE_MASK_OPTIONS, slotCount, type MaskOptions } from "./mask";
import type { FieldDescriptor, Translate } from "./types";

const key = (name: string): string => `engine.validation.${name}`;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

const check = (test: (value: string) => boolean, message: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (isEmpty(value) || test(String(value))) return;
    throw new Error(message);
  },
});

/** Masks that read a national trunk prefix; the phone widget accepts "0532…". */
export const maskOptionsFor = (field: FieldDescriptor): MaskOptions => (field.widget === "phone" ? PHONE_MASK_OPTIONS : {});

export const maskOf = (field: FieldDescriptor): string | undefined =>
  field.mask ?? (field.widget === "phone" ? PHONE_MASK : field.widget === "tckn" ? "###########" : field.widget === "vkn" ? "##########" : undefined);

/**
 * The browser's key of a field's own message (`x-message`): the server's key without its `server.` (the browser
 * never loads server.json): "server.employees.commissionInvalid" is "employees.commissionInvalid", in the
 * resource's own texts (locales/<language>/employees.json), worded as on the server.
 */
export const fieldMessageKey = (serverKey: string): string => serverKey.replace(/^server\./, "");

/** antd rules for one field, from its JSON Schema keywords; `required` includes conditional requireds. */
export const fieldRules = (field: FieldDescriptor, required: boolean, t: Translate): FormRule[] => {
  const { property } = field;
  const rules: FormRule[] = [];
  // `x-message`: every rule of the value but `required` says the field's one message, as the server answers it.
  const own = property["x-message"];
  const tell: Translate = own ? () => t(fieldMessageKey(own)) : t;
  // A switch always holds true or false, so "required" has nothing to ask for.
  if (required && field.widget !== "switch") {
    // antd's validator refuses any non-string once `whitespace` is set at all (even false): a picked reference
    // (a number) would read as empty. Only strings get it.
    const whitespace = property.type === "string" ? { whitespace: true } : {};
    rules.push({ required: true, ...whitespace, message: t(key("required")) });
  }
  if (property.minLength !== undefined && property.minLength > 1) {
    rules.push({ min: property.minLength, message: tell(key("minLength"), { min: property.minLength }) });
  }
  if (property.maxLength !== undefined) {
    rules.push({ max: property.maxLength, message: tell(key("maxLength"), { max: property.maxLength }) });
  }
  const numeric = field.widget === "number" || field.widget === "money";
  if (numeric && property.minimum !== undefined) {
    const min = property.minimum;
    rules.push(check((value) => Number(value) >= min, tell(key("minimum"), { min })));
  }
  if (numeric && property.maximum !== undefined) {
    const max = property.maximum;
    rules.push(check((value) => Number(value) <= max, tell(key("maximum"), { max })));
  }
  if (property.type === "integer" && field.widget === "number") {
    rules.push(check((value) => Number.isInteger(Number(value)), tell(key("integer"))));
  }
  if (property.pattern !== undefined) {
    const pattern = new RegExp(property.pattern, "u");
    rules.push(check((value) => pattern.test(value), tell(key("pattern"))));
  }
  if (property.format === "email" || field.widget === "email") rules.push({ type: "email", message: tell(key("email")) });
  if (property.enum) {
    const allowed = property.enum.map(String);
    rules.push(check((value) => allowed.includes(value), tell(key("enum"))));
  }
  const mask = maskOf(field);
  if (mask) {
    // Said in words with the number of digits; a phone also gets an example written in its own mask.
    const digits = slotCount(mask);
    const message = field.widget === "phone" ? tell(key("phone"), { digits, example: maskExample(mask) }) : tell(key("mask"), { digits });
    rules.push(check((value) => isMaskComplete(mask, value, maskOptionsFor(field)), message));
  }
  if (field.widget === "tckn") rules.push(check(isValidTcKimlikNo, tell(key("tckn"))));
  if (field.widget === "vkn") rules.push(check(isValidVergiKimlikNo, tell(key("vkn"))));
  if (field.widget === "iban") rules.push(check(isValidIban, tell(key("iban"))));
  if (property.format === "website") rules.push(check((value) => normalizeWebsite(value) !== null, tell(key("website"))));
  if (property.format === "postal-code") rules.push(check(isPostalCode, tell(key("postalCode"))));
  const sameAs = property["x-ui"]?.sameAs;
  if (sameAs) {
    rules.push(({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value) || value === getFieldValue(sameAs)) return;
        throw new Error(tell(key("sameAs")));
      },
    }));
  }
  return rules;
};
