/** A broken database constraint, as pg and PGlite report it (drizzle wraps the driver's error in `cause`). */
export interface ConstraintViolation {
  kind: "foreignKey" | "unique";
  constraint: string;
}

export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  for (let candidate = error as any; candidate; candidate = candidate.cause) {
    if (candidate.code === "23503") return { kind: "foreignKey", constraint: String(candidate.constraint ?? "") };
    if (candidate.code === "23505") return { kind: "unique", constraint: String(candidate.constraint ?? "") };
    if (candidate.cause === candidate) break;
  }
  return undefined;
}
