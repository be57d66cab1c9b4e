import { applyMask, PHONE_MASK, PHONE_MASK_OPTIONS } from "../../engine/mask";

/** A stored phone (E.164, "+905321234567") as the masked input shows it: "+90 (532) 123 45 67". */
export const toMaskedPhone = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? applyMask(PHONE_MASK, value, PHONE_MASK_OPTIONS) || undefined : undefined;

const normalised = (value: unknown): unknown => {
  if (typeof value !== "string") return value ?? null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

/**
 * The fields whose value differs from what the form started with; blanks are sent as null (cleared).
 * Only changes go out: re-sending an unchanged phone must not look like a new number to verify.
 */
export const changedValues = <Values extends Record<string, unknown>>(initial: Partial<Values>, current: Values): Partial<Values> => {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(current)) {
    const next = normalised(value);
    if (next !== normalised(initial[field])) changes[field] = next;
  }
  return changes as Partial<Values>;
};
