import { ConfigProvider, Spin } from "antd";
import type { Locale } from "antd/es/locale";
import { Suspense } from "react";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router";
import { loadAppTranslations } from "./i18n";
import { appTheme } from "./layout/theme";
import { LoginPage, RegisterPage } from "./pages";
import { preloadableLazy } from "./preloadable-lazy";
import { LOGIN_PATH } from "./providers/redirect-target";
import { tokenStore } from "./providers/token-store";

// Login and register load without refine; every other page comes with the resources' texts, awaited so that
// none shows an untranslated key.
const AppRoutes = preloadableLazy(() => Promise.all([import("./AppRoutes"), loadAppTranslations()]).then(([routes]) => routes));
const pageLoading = <Spin fullscreen />;

/**
 * The code of the page at `pathname` (every lazy level down to it), fetched before the first render by src/main.tsx
 * so that none of those levels suspends (src/preloadable-lazy.ts says why that matters). Needs the language set up.
 */
export const preloadPage = async (pathname: string): Promise<void> => {
  // The login page is part of the entry; register is not measured and keeps its one lazy level.
  if (pathname === LOGIN_PATH || pathname === "/kayit-ol") return;
  const routes = await AppRoutes.preload();
  await routes.preloadPage(pathname);
};

// Someone already signed in who opens login or register goes home (a stale token is caught there).
const PublicOnly = () => (tokenStore.get() ? <Navigate to="/" replace /> : <Outlet />);

/**
 * Assembly only: router, antd locale, login and register, then every other page. antd's App (its message,
 * notification and modal hooks) wraps those other pages only (src/AppRoutes.tsx): the login page does without.
 */
export const App = ({ antdLocale }: { antdLocale: Locale }) => (
  <BrowserRouter>
    <ConfigProvider locale={antdLocale} theme={appTheme}>
      <Suspense fallback={pageLoading}>
        <Routes>
          <Route element={<PublicOnly />}>
            <Route path={LOGIN_PATH} element={<LoginPage />} />
            <Route path="/kayit-ol" element={<RegisterPage />} />
          </Route>
          <Route path="*" element={<AppRoutes />} />
        </Routes>
      </Suspense>
    </ConfigProvider>
  </BrowserRouter>
);
