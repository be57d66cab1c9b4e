import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { setShownPageTitleKey, type TitleParams } from "./title-handler";

/**
 * For pages refine cannot title: shown in place of the route's own (404, 403), or on a route of ours (a bin).
 * Their title, "<title> | <product>", is set before refine's title handler runs (a layout effect) and written
 * at once, since a 403 can appear after the handler has already titled the refused page.
 */
export const usePageTitle = (key: string, params?: TitleParams): void => {
  const { t } = useTranslation();
  // The params' text, not their object, decides whether the title changed (callers build a new one each render).
  const paramsKey = JSON.stringify(params ?? {});
  useLayoutEffect(() => {
    const values = JSON.parse(paramsKey) as TitleParams;
    setShownPageTitleKey(key, values);
    document.title = `${t(key, values)} | ${t("app.name")}`;
    return () => setShownPageTitleKey(undefined);
  }, [key, paramsKey, t]);
};
