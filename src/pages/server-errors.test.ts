import { describe, expect, it, vi } from "vitest";
import { applyServerErrors } from "./server-errors";

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
