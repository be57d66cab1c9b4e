import type { PermissionFlags } from "../../../domain/permissions";

/** A row of `GET /api/users`: the user and their 17 flags. */
export type UserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  first_user: boolean;
  created_at?: string;
} & Partial<PermissionFlags>;

/** One's own password changes in 'Şifre Değiştir', with the old one; the server refuses it here. */
export const canSetPassword = (row: Pick<UserRow, "id">, signedInUserId: number): boolean => row.id !== signedInUserId;

/** Spec §5: nobody deletes themselves, and the shop's first user stays. */
export const canDeleteUser = (row: Pick<UserRow, "id" | "first_user">, signedInUserId: number): boolean => row.id !== signedInUserId && !row.first_user;
