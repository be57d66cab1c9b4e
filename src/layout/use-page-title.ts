import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { setShownPageTitleKey } from "./title-handler";

/**
 * For pages shown in place of the route's own (404, 403): their title, "<title> | <product>".
 * Set before refine's title handler runs (a layout effect) and written at once, since a 403 can appear
 * after the handler has already titled the refused page.
 */
export const usePageTitle = (key: string): void => {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    setShownPageTitleKey(key);
    document.title = `${t(key)} | ${t("app.name")}`;
    return () => setShownPageTitleKey(undefined);
  }, [key, t]);
};
