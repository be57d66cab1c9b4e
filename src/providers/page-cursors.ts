/** The first and last rows of a page as the server answers them (`cursors` in the list envelope). */
export interface PageCursors {
  first: string;
  last: string;
}

/** How far from the page shown a cursor still pays: the pager's farthest step ("10 ›"). */
const REACH = 10;
/** Lists remembered at once (each list, filter and sort of a session is one). */
const KEPT = 50;

/**
 * Remembers, per list query (everything but the page), the cursors of the page last shown, and hands the request
 * for a nearby page the cursor to start from: the server then reads from that row (keyset) instead of counting every
 * row before the page. Page 1 and far jumps go by the page number alone.
 */
export function createPageCursors() {
  const shown = new Map<string, { page: number; cursors: PageCursors }>();
  return {
    cursorFor(list: string, page: number): string | undefined {
      const from = shown.get(list);
      if (!from || page === 1 || Math.abs(page - from.page) > REACH) return undefined;
      return page > from.page ? from.cursors.last : from.cursors.first;
    },
    remember(list: string, page: number, cursors: PageCursors | undefined): void {
      shown.delete(list);
      if (!cursors) return;
      shown.set(list, { page, cursors });
      if (shown.size > KEPT) shown.delete(shown.keys().next().value!);
    },
  };
}
