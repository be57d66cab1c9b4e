import { useGetIdentity } from "@refinedev/core";
import { Card, Grid, Spin, Tabs } from "antd";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { hasFlag } from "../../domain/permissions";
import type { Identity } from "../../providers/session";
import { ActivationNotice } from "./ActivationNotice";
import { CompanyInfoTab } from "./CompanyInfoTab";
import { CompanySettingsTab } from "./CompanySettingsTab";
import { OutputSettingsTab } from "./OutputSettingsTab";
import { PasswordTab } from "./PasswordTab";
import { openTab, settingsTabsFor, type SettingsTab } from "./settings-tabs";
import { UserInfoTab } from "./UserInfoTab";
import { UsersTab } from "./users/UsersTab";

// The SMS settings (the singleton form, the test message) load with their tab.
const SmsSettingsPanel = lazy(() => import("../../resources/sms/settings/SmsSettingsPanel"));
// The appointment settings (the singleton form, the online booking page's link) load with their tab.
const AppointmentSettingsPanel = lazy(() => import("./AppointmentSettingsPanel"));

const TAB_LABEL_KEYS: Record<SettingsTab, string> = {
  company: "settings.tabs.company",
  "company-settings": "settings.tabs.companySettings",
  output: "settings.tabs.output",
  user: "settings.tabs.user",
  sms: "settings.tabs.sms",
  appointments: "appointment_settings.tab",
  password: "settings.tabs.password",
  users: "settings.tabs.users",
};

const tabContent = (tab: SettingsTab, identity: Identity): ReactNode => {
  switch (tab) {
    case "company":
      return <CompanyInfoTab company={identity.company} />;
    case "company-settings":
      return <CompanySettingsTab company={identity.company} />;
    case "output":
      return <OutputSettingsTab company={identity.company} />;
    case "user":
      return <UserInfoTab identity={identity} />;
    case "sms":
      return (
        <Suspense fallback={<Spin />}>
          <SmsSettingsPanel />
        </Suspense>
      );
    case "appointments":
      return (
        <Suspense fallback={<Spin />}>
          <AppointmentSettingsPanel />
        </Suspense>
      );
    case "password":
      return <PasswordTab />;
    case "users":
      return <UsersTab />;
  }
};

/**
 * /ayarlar: vertical tabs (on top on phones). The open tab is in the address (`?tab=users`) so a
 * reload or a link lands on it.
 */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const [searchParams, setSearchParams] = useSearchParams();
  const phone = Grid.useBreakpoint().md === false;
  if (!identity) return <Spin />;

  const tabs = settingsTabsFor(identity.first_user, hasFlag(identity, "sms_permission"), hasFlag(identity, "appointment_permission"));
  const active = openTab(searchParams.get("tab"), tabs);

  return (
    // The card's title is the page's one h1, in the card head's own look.
    <Card title={<h1 style={{ margin: 0, font: "inherit" }}>{t("settings.title")}</h1>}>
      <ActivationNotice identity={identity} />
      <Tabs
        id="settings-tabs"
        tabPosition={phone ? "top" : "left"}
        activeKey={active}
        onChange={(tab) => setSearchParams({ tab }, { replace: true })}
        destroyOnHidden
        items={tabs.map((tab) => ({ key: tab, label: t(TAB_LABEL_KEYS[tab]), children: tabContent(tab, identity) }))}
      />
    </Card>
  );
};

export default SettingsPage;
