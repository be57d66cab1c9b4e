import { useTranslation } from "react-i18next";

/** The UI language (tr, de, ku) that formats numbers and dates. */
export const useLanguage = (): string => useTranslation().i18n.language ?? "tr";
