import { App as AntdApp, Spin } from "antd";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { bookingRoute } from "./pages/booking/routes";
import { brideRoute } from "./pages/bride/routes";
import { contractPrintRoute } from "./pages/contract-print/routes";
import { publicCreateRoutes } from "./pages/public-create/routes";
import { preloadableLazy } from "./preloadable-lazy";

// The public create pages need no session; everything else is one lazy chunk that brings refine.
const RefineApp = preloadableLazy(() => import("./RefineApp"));

/** The signed-in app's code for the page at `pathname` (src/App.tsx's preloadPage). */
export const preloadPage = async (pathname: string): Promise<void> => {
  const app = await RefineApp.preload();
  await app.preloadPage(pathname);
};

/**
 * Every page but login and register: the public create pages (their paths come from the schemas) and the
 * signed-in app. Its own chunk, so the login page loads neither the schemas nor the resources' texts.
 */
const AppRoutes = () => (
  <AntdApp>
    <Suspense fallback={<Spin fullscreen />}>
      <Routes>
        {/* Applications (publicCreate): for anyone, signed in or not. */}
        {publicCreateRoutes()}
        {/* A contract's print page (/sozlesme/<token>): for anyone with the link. */}
        {contractPrintRoute()}
        {/* A shop's online booking page for brides (/randevu-al/<slug>): for anyone. */}
        {bookingRoute()}
        {/* The bride's read-only page (/gelin/<token>): for anyone with her link. */}
        {brideRoute()}
        <Route path="*" element={<RefineApp />} />
      </Routes>
    </Suspense>
  </AntdApp>
);

export default AppRoutes;
