import i18next from "i18next";
import type { LocaleTree } from "./merge-locale-files";

/**
 * Texts only some pages use, `locales/<language>/pages/<name>.json` (the accounting screens' own words): kept out of
 * the texts every signed-in page loads (load-translations.ts), fetched with the pages that need them and merged under
 * their name like any other file (`cash.cards.income`). One lazy chunk per file and language.
 */
const pageTextModules = import.meta.glob<LocaleTree>("../../locales/*/pages/*.json", { import: "default" });

// Per i18next store and language: each file is fetched once.
const loadedTexts = new WeakMap<object, Map<string, Promise<void>>>();

/** Adds these page-text files of the running language to i18next; resolves once all of them are there. */
export const loadPageTexts = async (names: readonly string[]): Promise<void> => {
  const { store, language } = i18next;
  let loads = loadedTexts.get(store);
  if (!loads) loadedTexts.set(store, (loads = new Map()));
  const known = loads;
  await Promise.all(
    names.map((name) => {
      const key = `${language}/${name}`;
      let loading = known.get(key);
      if (!loading) {
        const load = pageTextModules[`../../locales/${language}/pages/${name}.json`];
        if (!load) return Promise.reject(new Error(`no page texts "${name}" in ${language}`));
        loading = load().then((texts) => {
          i18next.addResourceBundle(language, "translation", { [name]: texts }, true, false);
        });
        // A failed fetch is tried again by the next page that asks.
        loading.catch(() => known.delete(key));
        known.set(key, loading);
      }
      return loading;
    }),
  );
};

/** A page's module once its texts are there too: `lazy(() => withPageTexts(["cash"], import("./CashPage")))`. */
export const withPageTexts = async <Module,>(names: readonly string[], module: Promise<Module>): Promise<Module> => {
  const [loaded] = await Promise.all([module, loadPageTexts(names)]);
  return loaded;
};
