import { MenuOutlined } from "@ant-design/icons";
import { useResourceParams } from "@refinedev/core";
import { Button, Flex, Grid, Layout, theme } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { Identity } from "../providers/session";
import { AccountMenu } from "./AccountMenu";
import { DealerSelector } from "./DealerSelector";
import { LanguageFlags } from "./LanguageFlags";
import { NotificationDropdown } from "./NotificationDropdown";
import { StrongText } from "./plain-text";

// The SMS balance loads for users holding sms_permission only, after the bar itself.
const SmsBalanceTag = lazy(() => import("../resources/sms/balance/SmsBalanceTag"));

interface TopBarProps {
  identity: Identity;
  onOpenMenu?: () => void;
}

/**
 * Company name, dealer scope (operators), the SMS balance (users holding sms_permission), language flags, notifications and the account menu.
 * With the menu in a drawer (small screens) the dealer selector moves into the drawer: a phone's bar has no room for it.
 */
export const TopBar = ({ identity, onOpenMenu }: TopBarProps) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // On a phone the company name keeps the room; the account button shows its icon only.
  const wide = Grid.useBreakpoint().md !== false;
  const { resources } = useResourceParams();
  const listPathOf = (name: string) => {
    const list = resources.find((resource) => resource.name === name)?.list;
    return typeof list === "string" ? list : undefined;
  };

  return (
    <Layout.Header style={{ background: token.colorBgContainer, padding: wide ? "0 16px" : "0 8px", borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" justify="space-between" gap={12} style={{ height: "100%" }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {onOpenMenu && <Button id="menu-toggle" type="text" icon={<MenuOutlined />} aria-label={t("menu.open")} onClick={onOpenMenu} style={{ flexShrink: 0 }} />}
          <StrongText id="company-name" ellipsis>
            {identity.company.full_name}
          </StrongText>
        </Flex>
        <Flex align="center" gap={wide ? 8 : 2} style={{ flexShrink: 0 }}>
          {!onOpenMenu && <DealerSelector companies={identity.companies} />}
          {identity.permissions?.sms_permission === true && (
            <Suspense fallback={null}>
              <SmsBalanceTag subject={identity} />
            </Suspense>
          )}
          <LanguageFlags />
          <NotificationDropdown notificationsListPath={listPathOf("notification")} announcementsListPath={listPathOf("announces")} />
          <AccountMenu userName={wide ? identity.name : undefined} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
};
