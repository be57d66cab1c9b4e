import { useGetIdentity } from "@refinedev/core";
import { Grid, Layout, Spin, theme } from "antd";
import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { isOperator } from "../domain/permissions";
import { DealerScopeProvider } from "../providers/dealer-scope";
import type { Identity } from "../providers/session";
import { ActivationGate } from "./ActivationGate";
import { DealerSelector } from "./DealerSelector";
import { StrongText } from "./plain-text";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

const MenuDrawer = lazy(() => import("./MenuDrawer"));

const Brand = () => {
  const { t } = useTranslation();
  return (
    <Link to="/anasayfa" style={{ display: "flex", alignItems: "center", gap: 8, padding: 16 }}>
      <img src="/logo.svg" alt="" width={28} height={28} />
      <StrongText>{t("app.name")}</StrongText>
    </Link>
  );
};

/** The signed-in frame: sider (a drawer on small screens) and top bar around the current page. */
export const AuthenticatedLayout = () => {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: identity, isLoading } = useGetIdentity<Identity>();
  const mobile = screens.lg === false;

  // The menu closes on every navigation (spec §2).
  useEffect(() => setDrawerOpen(false), [pathname]);

  if (isLoading || !identity) return <Spin fullscreen />;

  return (
    <DealerScopeProvider operator={isOperator(identity)}>
      <Layout style={{ minHeight: "100vh" }}>
        {mobile ? (
          // Closed until the menu button is pressed; nothing to show while its code arrives.
          <Suspense fallback={null}>
            <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={<Brand />}>
              {isOperator(identity) && (
                <div style={{ padding: 12 }}>
                  <DealerSelector companies={identity.companies} block />
                </div>
              )}
              <Sidebar onNavigate={() => setDrawerOpen(false)} />
            </MenuDrawer>
          </Suspense>
        ) : (
          <Layout.Sider
            width={240}
            theme="light"
            // Sticky at full viewport height: the border runs from top to bottom however short or long the page is.
            style={{ borderRight: `1px solid ${token.colorBorderSecondary}`, position: "sticky", top: 0, height: "100vh", overflowY: "auto" }}
          >
            <Brand />
            <Sidebar />
          </Layout.Sider>
        )}
        <Layout>
          <TopBar identity={identity} onOpenMenu={mobile ? () => setDrawerOpen(true) : undefined} />
          {/* A phone keeps its width for the page: half the padding. */}
          <Layout.Content style={{ padding: mobile ? 12 : 24, minWidth: 0 }}>
            <ActivationGate identity={identity}>
              <Outlet />
            </ActivationGate>
          </Layout.Content>
        </Layout>
      </Layout>
    </DealerScopeProvider>
  );
};

export default AuthenticatedLayout;
