import type { LocaleTree } from "../merge-locale-files";

/** Every Kurdish text file but common.json (and the server's own), by path: one chunk, one request (load-translations.ts). */
const texts: Record<string, LocaleTree> = import.meta.glob<LocaleTree>(
  ["../../../locales/ku/*.json", "!../../../locales/ku/common.json", "!../../../locales/ku/server.json", "!../../../locales/ku/auth.json", "!../../../locales/ku/integrations.json"],
  { eager: true, import: "default" },
);

export default texts;
