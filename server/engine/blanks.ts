/**
 * A text of only spaces is no answer: before validation, strings are trimmed and blank ones dropped (also
 * inside sub-list rows), so that a required field sent as "   " is missing, exactly as the form treats it.
 */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value === null || typeof value !== "object") return typeof value === "string" ? value.trim() : value;
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const cleaned = withoutBlanks(child);
    if (cleaned !== "") kept[key] = cleaned;
  }
  return kept;
}
