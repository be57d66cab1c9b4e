/**
 * A shop's website and postal code (settings, clients, suppliers): checked by the server's formats and by the
 * forms before they send. Pure, the same on both sides.
 */

const SCHEME = /^https?:\/\//i;
/** Host labels of letters (Turkish ones too, e.g. "gelinlikçi.com"), digits and inner hyphens; a top level of letters. */
const HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/**
 * An http or https address as it is stored: "prenses.com.tr" and "www.prenses.com.tr/iletisim" gain "https://",
 * "http://…" and "https://…" keep theirs; null for anything else (spaces, another scheme, a host without a dot,
 * a user name in it).
 */
export function normalizeWebsite(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === "" || /\s/.test(trimmed)) return null;
  const address = SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  const rest = address.replace(SCHEME, "");
  const authority = rest.split(/[/?#]/, 1)[0];
  if (authority.includes("@")) return null;
  const host = authority.replace(/:\d{1,5}$/, "");
  return HOST.test(host) ? address : null;
}

/** Turkish and German postal codes alike are five digits ("34710", "10115"). */
export const isPostalCode = (input: string): boolean => /^\d{5}$/.test(input.trim());
