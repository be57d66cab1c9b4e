import type { LocaleTree } from "../merge-locale-files";

/** Every Turkish text file but common.json (and the server's own), by path: one chunk, one request (load-translations.ts). */
const texts: Record<string, LocaleTree> = import.meta.glob<LocaleTree>(
  ["../../../locales/tr/*.json", "!../../../locales/tr/common.json", "!../../../locales/tr/server.json", "!../../../locales/tr/auth.json", "!../../../locales/tr/integrations.json"],
  { eager: true, import: "default" },
);

export default texts;
