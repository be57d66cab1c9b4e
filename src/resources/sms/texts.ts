/** The SMS screens' own texts (`locales/<language>/pages/sms_pages.json`), loaded with the screens. */
export const SMS_PAGE_TEXTS = ["sms_pages"] as const;
