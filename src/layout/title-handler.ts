import type { Action, IResourceItem } from "@refinedev/core";

/** The title keys of pages that are not Refine resources. */
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  "/giris-yap": "pages.login.title",
  "/kayit-ol": "pages.register.title",
  "/anasayfa": "pages.home.title",
  "/ayarlar": "settings.title",
};

interface Translator {
  t: (key: string, params?: TitleParams) => string;
  exists: (key: string) => boolean;
}

interface TitleOptions {
  resource?: IResourceItem;
  action?: Action;
  pathname?: string;
}

/** Values a title's text takes (a bin page names its list: "{{list}}: Çöp Kutusu"). */
export type TitleParams = Readonly<Record<string, string>>;

/**
 * The title of a page refine cannot title: one shown in place of the route's own (404, 403), so the route's
 * title (e.g. the refused resource's) is not used, or a route refine does not know (a bin). Set while it is on screen.
 */
let shownPageTitle: { key: string; params?: TitleParams } | undefined;

export const setShownPageTitleKey = (key: string | undefined, params?: TitleParams): void => {
  shownPageTitle = key === undefined ? undefined : { key, params };
};

const titleKeyOf = ({ resource, action, pathname }: TitleOptions): string | undefined => {
  if (shownPageTitle) return shownPageTitle.key;
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
    const params = shownPageTitle?.params;
    return key && exists(key) ? `${t(key, params)} | ${product}` : product;
  };
