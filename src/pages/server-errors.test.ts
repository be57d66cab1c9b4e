import { describe, expect, it, vi } from "vitest";
import { applyServerErrors, errorsAllOnFields } from "./server-errors";

const formWith = (values: Record<string, unknown>) => ({ setFields: vi.fn(), getFieldsValue: vi.fn(() => values) });

describe("server validation errors on the form", () => {
  it("puts each field's messages on that field", () => {
    const form = formWith({ email: "a@b.tr", phone: "" });
    const applied = applyServerErrors(form, { statusCode: 422, message: "Hata var!", errors: { email: ["Bu e-posta adresi zaten kayıtlı."], phone: "Geçersiz" } });
    expect(applied).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: "email", errors: ["Bu e-posta adresi zaten kayıtlı."] },
      { name: "phone", errors: ["Geçersiz"] },
    ]);
  });

  it("ignores fields the form does not have and errors without a field list", () => {
    const form = formWith({ email: "" });
    expect(applyServerErrors(form, { errors: { company_id: ["x"] } })).toBe(false);
    expect(applyServerErrors(form, { statusCode: 500, message: "x" })).toBe(false);
  });
});

describe("whether a refusal is said on the fields alone", () => {
  it("is when every message has a field the form shows (a sub-list's item by its list)", () => {
    const form = formWith({ full_name: "", accounts: [{ iban: "" }] });
    expect(errorsAllOnFields(form, { statusCode: 422, errors: { full_name: ["x"], "accounts.0.iban": ["y"] } })).toBe(true);
  });

  it("is not when one message has no field, or there are no field messages at all", () => {
    const form = formWith({ full_name: "" });
    expect(errorsAllOnFields(form, { statusCode: 422, errors: { full_name: ["x"], company_id: ["y"] } })).toBe(false);
    expect(errorsAllOnFields(form, { statusCode: 422, errors: {} })).toBe(false);
    expect(errorsAllOnFields(form, { statusCode: 403, message: "Yetkiniz yok" })).toBe(false);
  });
});
