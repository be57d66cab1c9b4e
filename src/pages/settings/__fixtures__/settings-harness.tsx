import { Refine } from "@refinedev/core";
import { configure } from "@testing-library/react";
import { App as AntdApp, ConfigProvider } from "antd";
import trTR from "antd/es/locale/tr_TR";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { allFlags } from "../../../domain/permissions";
import { createFixtureI18n, fixtureI18nProvider } from "../../../engine/__fixtures__/i18n";
import { authProvider, dataProvider, session } from "../../../providers/app-providers";
import { DealerScopeProvider } from "../../../providers/dealer-scope";
import { useNotificationProvider } from "../../../providers/notification";
import type { UserInfoResponse } from "../../../providers/session";
import { tokenStore } from "../../../providers/token-store";
import { on } from "../../../providers/testing/fake-api";
import { SettingsPage } from "../SettingsPage";

// The first render loads antd, refine and the page: on a busy machine that outlasts findBy's default second.
configure({ asyncUtilTimeout: 30_000 });

/** `GET /api/user` of a signed-in shop user with a complete, verified company; parts overridable. */
export const userInfo = ({ firstUser = true, company = {} }: { firstUser?: boolean; company?: Partial<UserInfoResponse["company"]> } = {}): UserInfoResponse => ({
  user: { id: 1, name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "+905321112233", first_user: firstUser, locked: false, locked_set: false, ...allFlags(true) },
  company: {
    id: 7,
    full_name: "Prenses Gelinlik",
    title: "Prenses Gelinlik Ltd.",
    phone: "+905321234567",
    phone2: "+905339876543",
    sms_confirmed: true,
    expiration_date: "2030-01-31T00:00:00.000Z",
    created_at: "2024-01-17T00:00:00.000Z",
    is_frozen: false,
    time_zone: "Europe/Istanbul",
    ...company,
  },
  roles: ["user"],
  companies: [],
  balance: "0.00",
});

export const userRoute = (info: UserInfoResponse = userInfo()) => on("GET", "/api/user", 200, info);

/** The app's own providers over the fake API (install it first), signed in, at /ayarlar. */
export const SettingsHarness = ({ path = "/ayarlar" }: { path?: string }) => {
  const i18n = useMemo(createFixtureI18n, []);
  useMemo(() => {
    tokenStore.set("test-token");
    session.reset();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={trTR}>
        <AntdApp>
          <MemoryRouter initialEntries={[path]}>
            <Refine
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={fixtureI18nProvider(i18n)}
              notificationProvider={useNotificationProvider}
              options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
            >
              {/* A shop user: the users tab's generic table reads the dealer scope as every list does. */}
              <DealerScopeProvider operator={false}>
                <Routes>
                  <Route path="/ayarlar" element={<SettingsPage />} />
                </Routes>
              </DealerScopeProvider>
            </Refine>
          </MemoryRouter>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
};
