import { CanAccess, useGetIdentity } from "@refinedev/core";
import { Card, Descriptions, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { Identity } from "../../providers/session";
import { LazyForbiddenPage as ForbiddenPage } from "../forbidden/LazyForbiddenPage";
import { membershipOf, type MembershipStatus } from "./membership";

const STATUS_COLOR: Record<MembershipStatus, string> = { trial: "blue", active: "green", expired: "red", frozen: "purple" };

/** /anasayfa: who is signed in, for which shop, and how long the membership runs. The dashboard comes later. */
const Home = () => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  if (!identity) return null;
  const membership = membershipOf(identity.company);

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Typography.Title id="welcome" level={2} style={{ margin: 0 }}>
        {t("pages.home.welcome", { name: identity.name })}
      </Typography.Title>
      <Card title={t("pages.home.membership.title")}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t("pages.home.company")}>{identity.company.full_name}</Descriptions.Item>
          <Descriptions.Item label={t("pages.home.membership.title")}>
            <Tag id="membership-status" color={STATUS_COLOR[membership.status]}>
              {t(`pages.home.membership.status.${membership.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("pages.home.membership.expiresOn")}>
            <span id="membership-expires">{membership.expiresOn ? membership.expiresOn.format("L") : t("pages.home.membership.noExpiry")}</span>
          </Descriptions.Item>
          {membership.daysLeft !== null && (
            <Descriptions.Item label={t("pages.home.membership.daysLeft")}>
              <span id="membership-days-left">{membership.daysLeft}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
    </Space>
  );
};

export const HomePage = () => (
  <CanAccess resource="home" action="list" fallback={<ForbiddenPage />}>
    <Home />
  </CanAccess>
);

export default HomePage;
