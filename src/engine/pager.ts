/** Spec §9: a pager appears only when there are more than 14 rows. */
export const PAGER_THRESHOLD = 14;
/** Pages shown on each side of the current page. */
export const PAGER_WINDOW = 4;
/** Pages skipped by the jump buttons. */
export const PAGER_JUMP = 10;

/**
 * Whether a list needs its pager: more than 14 rows (spec §9), or more than one page of a list whose pages are
 * shorter than that (the SMS history's 7, spec §9), whose second page could not be reached otherwise.
 */
export const shouldShowPager = (total: number, perPage: number = PAGER_THRESHOLD + 1): boolean => total > Math.min(PAGER_THRESHOLD, perPage);

export const pageCountOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

export type PagerItem =
  | { kind: "first" | "last"; page: number }
  | { kind: "jump-prev" | "jump-next"; page: number }
  | { kind: "page"; page: number; current: boolean };

/**
 * Buttons of the pager: first, back 10, current ± 4, forward 10, last (each only when it leads somewhere new).
 * `endKnown` false: the server counted only so far (a search), so there is no "last" to go to.
 */
export const pagerItems = (current: number, pageCount: number, endKnown = true): PagerItem[] => {
  const page = Math.min(Math.max(current, 1), pageCount);
  const start = Math.max(1, page - PAGER_WINDOW);
  const end = Math.min(pageCount, page + PAGER_WINDOW);
  const items: PagerItem[] = [];
  if (start > 1) items.push({ kind: "first", page: 1 });
  if (page - PAGER_JUMP >= 1) items.push({ kind: "jump-prev", page: page - PAGER_JUMP });
  for (let n = start; n <= end; n += 1) items.push({ kind: "page", page: n, current: n === page });
  if (page + PAGER_JUMP <= pageCount) items.push({ kind: "jump-next", page: page + PAGER_JUMP });
  if (end < pageCount && endKnown) items.push({ kind: "last", page: pageCount });
  return items;
};
