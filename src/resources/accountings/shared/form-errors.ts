import type { FormInstance } from "antd";

type Messages = Record<string, unknown>;

/** "lines.2.price" → ["lines", 2, "price"]: antd's path of that line's field. */
export const fieldPath = (key: string): (string | number)[] => key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const textsOf = (messages: unknown): string[] =>
  (Array.isArray(messages) ? messages : [messages]).map((message) =>
    typeof message === "object" && message !== null && "message" in message ? String((message as { message: unknown }).message) : String(message),
  );

/**
 * A refusal onto the form: each 422 message whose field (or line) the form shows lands on it; what none holds is
 * returned, with the message of a refusal without field errors (a 403, a 409), for a toast.
 */
export const placeRefusal = (form: Pick<FormInstance, "setFields">, error: unknown, shown: ReadonlySet<string>): string[] => {
  const { errors, message } = (error ?? {}) as { errors?: Messages; message?: unknown };
  if (!errors || typeof errors !== "object" || Object.keys(errors).length === 0) return [typeof message === "string" ? message : ""].filter(Boolean);
  const onFields = Object.entries(errors).filter(([key]) => shown.has(key.split(".")[0]));
  form.setFields(onFields.map(([key, messages]) => ({ name: fieldPath(key), errors: textsOf(messages) })));
  return Object.entries(errors)
    .filter(([key]) => !shown.has(key.split(".")[0]))
    .flatMap(([, messages]) => textsOf(messages));
};
