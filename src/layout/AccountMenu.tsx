import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { Button, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { builtTopBarLinks } from "./built-routes";
import { MenuIcon } from "./menu-icons";

/** Lock, support and settings when their screens exist; logout always. */
export const AccountMenu = ({ userName }: { userName?: string }) => {
  const { t } = useTranslation();
  const { mutate: logout } = useLogout();
  const items: MenuProps["items"] = [
    ...builtTopBarLinks().map((link) => ({
      key: link.path,
      icon: <MenuIcon name={link.icon} />,
      label: <Link to={link.path}>{t(link.label)}</Link>,
    })),
    { key: "logout", icon: <LogoutOutlined />, label: <span id="logout">{t("layout.links.logout")}</span>, onClick: () => logout() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={["click"]} placement="bottomRight">
      {/* The name read out starts with the name shown (WCAG 2.5.3 label in name); icon only, it is "my account". */}
      <Button id="account-menu" type="text" icon={<UserOutlined />} aria-label={userName ? `${userName}, ${t("layout.account")}` : t("layout.account")}>
        {userName}
      </Button>
    </Dropdown>
  );
};
