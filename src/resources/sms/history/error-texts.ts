import type { i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocaleTree } from "../../../i18n/merge-locale-files";

// The server's and the gateways' messages are not among the texts every page loads (they arrive translated); a
// message's stored `error` is a key of theirs, so the history fetches them, the chosen language's only, as text
// parsed here: one lazy chunk per file and language, none of it in the app shell.
const integrationTexts = import.meta.glob<string>("../../../../locales/*/integrations.json", { query: "?raw", import: "default" });
const serverTexts = import.meta.glob<string>("../../../../locales/*/server.json", { query: "?raw", import: "default" });

const parsed = async (load: (() => Promise<string>) | undefined): Promise<LocaleTree | undefined> => (load ? (JSON.parse(await load()) as LocaleTree) : undefined);

/** A stored error key as the app's one namespace knows it: `integrations:sms.errors.timeout` → `integrations.sms.errors.timeout`. */
export const errorTextKey = (key: string): string => key.replace(/^([a-z]+):/, "$1.");

const PROBE = "integrations.sms.errors.timeout";

const loadInto = async (i18n: I18n, language: string): Promise<void> => {
  const [integrations, server] = await Promise.all([
    parsed(integrationTexts[`../../../../locales/${language}/integrations.json`]),
    parsed(serverTexts[`../../../../locales/${language}/server.json`]),
  ]);
  i18n.addResourceBundle(language, "translation", { ...(integrations ? { integrations } : {}), ...(server ? { server } : {}) }, true, false);
};

/** Whether the texts of the history's stored errors are there; fetched once per language when they are not. */
export const useSmsErrorTexts = (): boolean => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string>();
  const ready = loaded === language || i18n.exists(PROBE);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadInto(i18n, language).then(() => {
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);
  return ready;
};
