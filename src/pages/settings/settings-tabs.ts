/** The settings tabs, in the order shown. The SMS settings tab comes with the SMS module. */
export const SETTINGS_TABS = ["company", "company-settings", "output", "user", "password", "users"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Spec §2/§6: only the shop's first user manages the company and its users; the others keep their own info and password. */
const OWN_ACCOUNT_TABS: readonly SettingsTab[] = ["user", "password"];

export const settingsTabsFor = (firstUser: boolean): readonly SettingsTab[] => (firstUser ? SETTINGS_TABS : OWN_ACCOUNT_TABS);

/** The `?tab=` of the address when the user may see it, else the first tab they have. */
export const openTab = (requested: string | null, tabs: readonly SettingsTab[]): SettingsTab =>
  tabs.find((tab) => tab === requested) ?? tabs[0];
