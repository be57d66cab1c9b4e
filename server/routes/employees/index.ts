import { sql } from "drizzle-orm";
import type { ResourceExtension } from "../../engine/crud-routes";
import { AppError } from "../../errors";

// PLACEHOLDER (lead): E1 replaces these with the real figures and payments.
const notYet = async () => {
  throw new AppError(503, "server.errors.internal");
};

export const employeesExtension: ResourceExtension = {
  computedSql: { remeaning_payment: () => sql`coalesce(${sql.raw("employees.salary")}, 0)::numeric(14, 2)` },
  actions: { pay_salary: notYet, pay_advance: notYet },
};
