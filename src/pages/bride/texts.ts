import i18next from "i18next";
import type { LocaleTree } from "../../i18n/merge-locale-files";

/** The page's words in each language, one lazy chunk each: the page speaks the link's language, whatever the browser chose. */
const textModules = import.meta.glob<LocaleTree>("../../../locales/*/pages/bride_page.json", { import: "default" });

/** Adds the page's texts of `language` to i18next (once); false for a language the page has no texts in. */
export async function loadBrideTexts(language: string): Promise<boolean> {
  if (i18next.hasResourceBundle(language, "translation") && i18next.exists("bride_page.title", { lng: language })) return true;
  const load = textModules[`../../../locales/${language}/pages/bride_page.json`];
  if (!load) return false;
  i18next.addResourceBundle(language, "translation", { bride_page: await load() }, true, false);
  return true;
}
