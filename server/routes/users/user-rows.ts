import type { Session } from "../../auth/session";
import type { UserRow, UsersRepository } from "../../data/users";
import { shapeRows } from "../../engine/row-answers";
import { notFound } from "../../errors";
import { usersSchema } from "./schemas";

export type { UserRow } from "../../data/users";

/** Users as the caller gets them: what each row allows (`_can`: delete, set password, the owner's locked flags). */
export const userViews = (session: Session, rows: UserRow[]) => shapeRows(usersSchema, session, rows);

/** A user of the caller's company; another company's user is a 404, exactly as a missing one. */
export async function companyUser(repo: UsersRepository, id: number): Promise<UserRow> {
  const row = await repo.find(id);
  if (!row) throw notFound();
  return row;
}
