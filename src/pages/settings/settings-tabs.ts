/** The settings tabs, in the order shown (spec §2: the SMS settings between the user's info and the password). */
export const SETTINGS_TABS = ["company", "company-settings", "output", "user", "sms", "appointments", "password", "users"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Spec §2/§6: only the shop's first user manages the company and its users; the others keep their own info and password. */
const OWN_ACCOUNT_TABS: readonly SettingsTab[] = ["user", "password"];

/** The first user's tabs; the SMS settings only when they hold `sms_permission`, the appointments' ('Randevu') `appointment_permission`. */
export const settingsTabsFor = (firstUser: boolean, smsPermission = false, appointmentPermission = false): readonly SettingsTab[] =>
  firstUser ? SETTINGS_TABS.filter((tab) => (tab !== "sms" || smsPermission) && (tab !== "appointments" || appointmentPermission)) : OWN_ACCOUNT_TABS;

/** The `?tab=` of the address when the user may see it, else the first tab they have. */
export const openTab = (requested: string | null, tabs: readonly SettingsTab[]): SettingsTab =>
  tabs.find((tab) => tab === requested) ?? tabs[0];
