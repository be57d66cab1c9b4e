import type { LocaleTree } from "../merge-locale-files";

/** Every German text file but common.json (and the server's own), by path: one chunk, one request (load-translations.ts). */
const texts: Record<string, LocaleTree> = import.meta.glob<LocaleTree>(
  ["../../../locales/de/*.json", "!../../../locales/de/common.json", "!../../../locales/de/server.json", "!../../../locales/de/auth.json", "!../../../locales/de/integrations.json"],
  { eager: true, import: "default" },
);

export default texts;
