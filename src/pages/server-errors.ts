import type { FormInstance } from "antd";

type FieldErrors = Record<string, unknown>;

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
