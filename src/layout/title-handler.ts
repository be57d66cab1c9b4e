import type { Action, IResourceItem } from "@refinedev/core";

/** The title keys of pages that are not Refine resources. */
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  "/giris-yap": "pages.login.title",
  "/kayit-ol": "pages.register.title",
  "/anasayfa": "pages.home.title",
  "/ayarlar": "settings.title",
};

interface Translator {
  t: (key: string) => string;
  exists: (key: string) => boolean;
}

interface TitleOptions {
  resource?: IResourceItem;
  action?: Action;
  pathname?: string;
}

/**
 * The title of a page shown in place of the route's own (404, 403): set while it is on screen, so the
 * route's title (e.g. the refused resource's) is not used.
 */
let shownPageTitleKey: string | undefined;

export const setShownPageTitleKey = (key: string | undefined): void => {
  shownPageTitleKey = key;
};

const titleKeyOf = ({ resource, action, pathname }: TitleOptions): string | undefined => {
  if (shownPageTitleKey) return shownPageTitleKey;
  if (pathname && PAGE_TITLE_KEYS[pathname]) return PAGE_TITLE_KEYS[pathname];
  if (resource?.name && action) return `${resource.name}.titles.${action}`;
  return undefined;
};

/** "<route title> | <product name>" (spec §2); the product name alone when the route has no title. */
export const createTitleHandler =
  ({ t, exists }: Translator) =>
  (options: TitleOptions): string => {
    const product = t("app.name");
    const key = titleKeyOf(options);
    return key && exists(key) ? `${t(key)} | ${product}` : product;
  };
