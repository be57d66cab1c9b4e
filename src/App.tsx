import { App as AntdApp, ConfigProvider, Spin } from "antd";
import type { Locale } from "antd/es/locale";
import { Suspense, lazy } from "react";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router";
import { LoginPage, RegisterPage } from "./pages";
import { publicCreateRoutes } from "./pages/public-create/routes";
import { LOGIN_PATH } from "./providers/redirect-target";
import { tokenStore } from "./providers/token-store";

// The public pages load without refine; everything else is one lazy chunk that brings it.
const RefineApp = lazy(() => import("./RefineApp"));
const pageLoading = <Spin fullscreen />;

// Someone already signed in who opens login or register goes home (a stale token is caught there).
const PublicOnly = () => (tokenStore.get() ? <Navigate to="/" replace /> : <Outlet />);

/** Assembly only: router, antd theme and locale, the public pages, then the signed-in app. */
export const App = ({ antdLocale }: { antdLocale: Locale }) => (
  <BrowserRouter>
    <ConfigProvider locale={antdLocale}>
      <AntdApp>
        <Suspense fallback={pageLoading}>
          <Routes>
            <Route element={<PublicOnly />}>
              <Route path={LOGIN_PATH} element={<LoginPage />} />
              <Route path="/kayit-ol" element={<RegisterPage />} />
            </Route>
            {/* Applications (publicCreate): for anyone, signed in or not. */}
            {publicCreateRoutes()}
            <Route path="*" element={<RefineApp />} />
          </Routes>
        </Suspense>
      </AntdApp>
    </ConfigProvider>
  </BrowserRouter>
);
