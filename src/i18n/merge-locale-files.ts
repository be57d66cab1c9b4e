export type LocaleTree = { [key: string]: string | LocaleTree };

/** `locales/tr/announces.json` → "announces"; `common.json` → "common". */
export const localeFileName = (path: string): string => path.replace(/^.*\//, "").replace(/\.json$/, "");

/**
 * One language's files into one i18next resource: `common.json` sits at the root (refine's own
 * `buttons.*`, `notifications.*` and our `pages.*`, `menu.*`, `app.*`); every other `<name>.json`
 * goes under `<name>`, the resource name (`announces.fields.title`).
 */
export const mergeLocaleFiles = (files: ReadonlyArray<readonly [path: string, content: LocaleTree]>): LocaleTree => {
  const merged: LocaleTree = {};
  // Code-unit order of the paths (ASCII): the same order as localeCompare, without the tens of milliseconds the
  // browser spends building its collator on the first call, before the signed-in app's first render.
  const ordered = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [path, content] of ordered) {
    const name = localeFileName(path);
    if (name === "common") Object.assign(merged, content);
    else merged[name] = content;
  }
  return merged;
};
