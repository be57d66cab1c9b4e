/** A broken database constraint, as pg and PGlite report it (drizzle wraps the driver's error in `cause`). */
export interface ConstraintViolation {
  kind: "foreignKey" | "unique" | "dayClosed";
  constraint: string;
}

/** What the closed-day guard of migration 0012 raises: a write into a closed day of the cash box. */
export const DAY_CLOSED_SQLSTATE = "DC001";

export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  for (let candidate = error as any; candidate; candidate = candidate.cause) {
    if (candidate.code === "23503") return { kind: "foreignKey", constraint: String(candidate.constraint ?? "") };
    if (candidate.code === "23505") return { kind: "unique", constraint: String(candidate.constraint ?? "") };
    if (candidate.code === DAY_CLOSED_SQLSTATE) return { kind: "dayClosed", constraint: "accountings_day_open" };
    if (candidate.cause === candidate) break;
  }
  return undefined;
}
