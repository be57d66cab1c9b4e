import { Authenticated, Refine } from "@refinedev/core";
import routerProvider, { CatchAllNavigate, DocumentTitleHandler, NavigateToResource, UnsavedChangesNotifier } from "@refinedev/react-router";
import { Spin } from "antd";
import i18next from "i18next";
import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { createTitleHandler } from "./layout/title-handler";
import { HomePage, NotFoundPage, SettingsPage, homeResource } from "./pages";
import { LOGIN_PATH, authProvider, createAccessControlProvider, dataProvider, i18nProvider, session, useNotificationProvider } from "./providers";
import { wasIntentionalLogout } from "./providers/logout-intent";
import { shouldRetryQuery } from "./providers/query-retry";
import { preloadableLazy } from "./preloadable-lazy";
import { tokenStore } from "./providers/token-store";
import { resourceRoutes, resources } from "./resources";
import { BarcodeGeneratorRoute } from "./resources/services/labels/BarcodeGeneratorRoute";
import { surplusResource } from "./resources/surplus/resource";
import { SurplusRoute } from "./resources/surplus/SurplusRoute";
import { accountingResources, accountingRoutes } from "./resources/accountings/routes";
import { employeeReportResource, employeeReportRoute } from "./resources/employees/report/routes";
import { smsCreditsResource, smsCreditsRoute } from "./resources/sms/credits/routes";
import { smsSendResource, smsSendRoute } from "./resources/sms/send/routes";
import { partyDetailRoutes } from "./resources/clients/routes";

const AuthenticatedLayout = preloadableLazy(() => import("./layout/AuthenticatedLayout"));

/** Signed in: the layout and, for the home page, its page (src/App.tsx's preloadPage); else the login page follows. */
export const preloadPage = async (pathname: string): Promise<void> => {
  if (!tokenStore.get()) return;
  await Promise.all([AuthenticatedLayout.preload(), pathname === "/" || pathname === "/anasayfa" ? HomePage.preload() : undefined]);
};

const appResources = [homeResource, ...resources, surplusResource, ...accountingResources, employeeReportResource, smsSendResource, smsCreditsResource];
const accessControlProvider = createAccessControlProvider({ session, resources: appResources });
const titleHandler = createTitleHandler({ t: (key, params) => i18next.t(key, params), exists: (key) => i18next.exists(key) });
const pageLoading = <Spin fullscreen />;

/** Without a session: the login page, with `?to=<this page>` unless the user has just logged out. */
export const LoginRedirect = () => (wasIntentionalLogout() ? <Navigate to={LOGIN_PATH} replace /> : <CatchAllNavigate to={LOGIN_PATH} />);

const Protected = () => (
  <Authenticated key="protected" fallback={<LoginRedirect />} loading={pageLoading}>
    <AuthenticatedLayout />
  </Authenticated>
);

/** Everything behind sign-in: refine, its providers and the signed-in routes (its own chunk). */
const RefineApp = () => (
  <Refine
    routerProvider={routerProvider}
    dataProvider={dataProvider}
    authProvider={authProvider}
    accessControlProvider={accessControlProvider}
    i18nProvider={i18nProvider}
    notificationProvider={useNotificationProvider}
    resources={appResources}
    options={{
      syncWithLocation: true,
      warnWhenUnsavedChanges: true,
      disableTelemetry: true,
      reactQuery: { clientConfig: { defaultOptions: { queries: { retry: shouldRetryQuery } } } },
    }}
  >
    <Suspense fallback={pageLoading}>
      <Routes>
        <Route element={<Protected />}>
          <Route index element={<NavigateToResource resource={homeResource.name} />} />
          <Route path="/anasayfa" element={<HomePage />} />
          <Route path="/ayarlar" element={<SettingsPage />} />
          <Route path="/barcode-generator/:id" element={<BarcodeGeneratorRoute />} />
          <Route path="/surplus-products" element={<SurplusRoute />} />
          {accountingRoutes}
          {employeeReportRoute}
          {smsCreditsRoute}
          {smsSendRoute}
          {partyDetailRoutes}
          {resourceRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
    <UnsavedChangesNotifier />
    <DocumentTitleHandler handler={titleHandler} />
  </Refine>
);

export default RefineApp;
