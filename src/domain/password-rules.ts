/**
 * What a new password may not be, checked by the server on every route that sets one and by the browser
 * forms before they send: blanks only, or one of the passwords people pick most (world-wide lists and the
 * Turkish favourites: football clubs, "şifre", keyboard rows). Pure: no I/O, the same on both sides.
 */

/** Spec §4/§5: a password has at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** Compared after canonicalPassword(); only entries of PASSWORD_MIN_LENGTH or more can ever match. */
const COMMON_PASSWORDS = new Set([
  // Digits and keyboard rows.
  "123456", "1234567", "12345678", "123456789", "1234567890", "0123456789", "987654321", "654321", "123321",
  "123123", "12341234", "123654", "147258", "147258369", "159753", "159357", "112233", "121212", "111111",
  "000000", "00000000", "11111111", "222222", "333333", "444444", "555555", "666666", "696969", "777777",
  "7777777", "888888", "999999", "qwerty", "qwerty1", "qwerty12", "qwerty123", "qwertyu", "qwertyui", "qwertyuiop",
  "asdfgh", "asdfghjkl", "asdasd", "zxcvbn", "zxcvbnm", "1q2w3e", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "qazwsx",
  "123qwe", "qwe123", "abc123", "123abc", "a123456", "123456a", "aa123456", "abcdef", "abcd1234", "aaaaaa",
  // English words that top every leak.
  "password", "password1", "password123", "passw0rd", "iloveyou", "admin123", "administrator", "welcome",
  "monkey", "dragon", "letmein", "football", "baseball", "sunshine", "princess", "master", "shadow", "superman",
  "trustno1", "michael", "charlie", "qwerty1234",
  // Turkish favourites (compared without accents: "şifre" and "sifre" are one).
  "sifre", "sifre1", "sifre12", "sifre123", "sifre1234", "sifrem", "parola", "parola12", "parola123",
  "galatasaray", "galatasaray1905", "cimbom", "cimbom1905", "gs1905", "19051905", "fenerbahce", "fenerbahce1907",
  "fb1907", "19071907", "besiktas", "besiktas1903", "bjk1903", "19031903", "trabzonspor", "ts1967",
  "turkiye", "istanbul", "ankara", "izmir", "ataturk", "ataturk1881", "mustafa", "mehmet", "ahmet",
  "askim", "askim123", "canim", "canim123", "seniseviyorum", "sevgilim", "bismillah", "allah",
]);

/** Lower case without accents or Turkish dotless i, so "Şifre123" and "SIFRE123" meet "sifre123". */
function canonicalPassword(password: string): string {
  return password
    .trim()
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ı/g, "i");
}

export type PasswordProblem = "blank" | "common";

/** Why `password` may not be chosen, or null when it may (length is the schema's and the form's own rule). */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.trim() === "") return "blank";
  if (COMMON_PASSWORDS.has(canonicalPassword(password))) return "common";
  return null;
}

/**
 * Why a password change may not set `password` in place of `oldPassword` (the one just proved): the same
 * password again changes nothing, so it is refused like a weak one; otherwise passwordProblem's reasons.
 */
export function passwordChangeProblem(password: string, oldPassword: string): PasswordProblem | "unchanged" | null {
  if (password === oldPassword) return "unchanged";
  return passwordProblem(password);
}
