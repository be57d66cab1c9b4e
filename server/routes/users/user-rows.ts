import type { UserRow, UsersRepository } from "../../data/users";
import { notFound } from "../../errors";

export type { UserRow } from "../../data/users";

export const userView = (row: UserRow) => ({ ...row, created_at: row.created_at.toISOString() });

/** A user of the caller's company; another company's user is a 404, exactly as a missing one. */
export async function companyUser(repo: UsersRepository, id: number): Promise<UserRow> {
  const row = await repo.find(id);
  if (!row) throw notFound();
  return row;
}
