/**
 * How deeply a body may nest objects and arrays. Our deepest body (a resource with sub-list items holding
 * accounts) is a handful of levels; the limit only stops bodies built to exhaust recursive code.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests deeper than `limit`, read in one pass without recursion and without parsing:
 * brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
