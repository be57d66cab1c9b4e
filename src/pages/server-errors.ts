import type { FormInstance } from "antd";

type FieldErrors = Record<string, unknown>;

const errorsOf = (error: unknown): FieldErrors | undefined => {
  const errors = (error as { errors?: FieldErrors } | undefined)?.errors;
  return errors && typeof errors === "object" && Object.keys(errors).length > 0 ? errors : undefined;
};

/**
 * Whether every message of a refusal lands on a field the form shows (a 422 on `name`, `accounts.0.iban`): it is then
 * said there alone. A toast is for what no field shows (a 403, a 409, a 422 on a field the form does not have).
 */
export const errorsAllOnFields = (form: Pick<FormInstance, "getFieldsValue">, error: unknown): boolean => {
  const errors = errorsOf(error);
  if (!errors) return false;
  // Without `true`: only the fields rendered, not values the form merely holds (an edited record's other columns).
  const shown = new Set(Object.keys(form.getFieldsValue() ?? {}));
  return Object.keys(errors).every((name) => shown.has(name.split(".")[0]));
};

/**
 * A 422's `errors` ({ field: [messages] }) onto the form's fields, so they show where the user
 * types. Returns whether any field took a message.
 */
export const applyServerErrors = (form: Pick<FormInstance, "setFields" | "getFieldsValue">, error: unknown): boolean => {
  const errors = (error as { errors?: FieldErrors } | undefined)?.errors;
  if (!errors || typeof errors !== "object") return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) ?? {}));
  const fields = Object.entries(errors)
    .filter(([name]) => known.has(name))
    .map(([name, messages]) => ({
      name,
      errors: (Array.isArray(messages) ? messages : [messages]).map((message) =>
        typeof message === "object" && message !== null && "message" in message ? String(message.message) : String(message),
      ),
    }));
  form.setFields(fields);
  return fields.length > 0;
};

/** Each message of a refusal that no field the form shows can hold, in order (what the toasts must say). */
export const messagesOffFields = (form: Pick<FormInstance, "getFieldsValue">, error: unknown): string[] => {
  const errors = errorsOf(error);
  if (!errors) return [];
  const shown = new Set(Object.keys(form.getFieldsValue() ?? {}));
  return Object.entries(errors)
    .filter(([name]) => !shown.has(name.split(".")[0]))
    .flatMap(([, messages]) => (Array.isArray(messages) ? messages : [messages]).map(String));
};
