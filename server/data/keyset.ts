import { sql, type SQL } from "drizzle-orm";

/**
 * Keyset pages: a page the screen reaches from the one it shows ("next", "10 ›", back) starts from a row of that
 * page instead of counting every row before it, so page 2,000 costs what page 1 costs. The cursor names the row
 * (its sort value and id), the page it was on and whether it was that page's first or last row; the page number
 * still travels with it, so a cursor that does not fit (another sort, a tampered one) falls back to the offset
 * and answers the same rows.
 */
export interface Cursor {
  /** The sort field and direction the cursor was made for. */
  sort: string;
  order: "asc" | "desc";
  /** The row's sort value (text for timestamps, as the API answers them) and id. */
  value: string | number | boolean;
  id: number;
  /** The page the row was on, and its place there. */
  page: number;
  edge: "first" | "last";
}

export const encodeCursor = (cursor: Cursor): string => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** The cursor in `text` when it is well formed and made for this sort; undefined otherwise. */
export function decodeCursor(text: string | undefined, sort: string, order: "asc" | "desc"): Cursor | undefined {
  if (!text) return undefined;
  let parsed: Partial<Cursor>;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const fits =
    parsed !== null &&
    typeof parsed === "object" &&
    parsed.sort === sort &&
    parsed.order === order &&
    ["string", "number", "boolean"].includes(typeof parsed.value) &&
    Number.isSafeInteger(parsed.id) &&
    Number.isSafeInteger(parsed.page) &&
    (parsed.page as number) >= 1 &&
    (parsed.edge === "first" || parsed.edge === "last");
  return fits ? (parsed as Cursor) : undefined;
}

/** How to read page `page` from a cursor: the rows past it in the list's order (or before it, read backwards), and how many to skip. */
export interface KeysetPlan {
  /** True: read in the reverse order and turn the rows back. */
  backwards: boolean;
  /** Include the cursor's own row (the same page read again). */
  inclusive: boolean;
  skip: number;
}

/** The plan for page `page` from `cursor`, or undefined when that cursor cannot lead there. */
export function planFrom(cursor: Cursor, page: number, perPage: number): KeysetPlan | undefined {
  if (page > cursor.page && cursor.edge === "last") return { backwards: false, inclusive: false, skip: (page - cursor.page - 1) * perPage };
  if (page < cursor.page && cursor.edge === "first") return { backwards: true, inclusive: false, skip: (cursor.page - page - 1) * perPage };
  if (page === cursor.page && cursor.edge === "first") return { backwards: false, inclusive: true, skip: 0 };
  return undefined;
}

/**
 * Rows after (or, `backwards`, before) the cursor's row in the order `column` then id, both in `order`: a row
 * comparison, which the `(company_id, field, id)` index answers as one range.
 */
export function keysetCondition(
  column: unknown,
  id: unknown,
  order: "asc" | "desc",
  cursor: Cursor,
  plan: KeysetPlan,
  value: unknown,
  bind: (value: unknown, name: string) => unknown = (value) => value,
): SQL {
  const forward = (order === "asc") !== plan.backwards;
  const operator = sql.raw(forward ? (plan.inclusive ? ">=" : ">") : plan.inclusive ? "<=" : "<");
  return sql`(${column}, ${id}) ${operator} (${bind(value, "cursor_value")}, ${bind(cursor.id, "cursor_id")})`;
}
