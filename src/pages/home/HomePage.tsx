import { CanAccess, useGetIdentity } from "@refinedev/core";
import { Space, Tag, theme } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { hasFlag } from "../../domain/permissions";
import { formatDate } from "../../engine/format";
import type { Identity } from "../../providers/session";
import { LazyForbiddenPage as ForbiddenPage } from "../forbidden/LazyForbiddenPage";
import { FactsTable, HomeCard, type Fact } from "./HomeCard";
import { membershipOf, type MembershipStatus } from "./membership";

// The SMS card (its balance call and texts) loads for users holding sms_permission only.
const SmsBalanceCard = lazy(() => import("../../resources/sms/balance/SmsBalanceCard"));

const STATUS_COLOR: Record<MembershipStatus, string> = { trial: "blue", active: "green", expired: "red", frozen: "purple" };

/** /anasayfa: who is signed in, for which shop, and how long the membership runs. The dashboard comes later. */
const Home = () => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const { token } = theme.useToken();
  if (!identity) return null;
  const membership = membershipOf(identity.company);
  const facts: Fact[] = [
    { label: t("pages.home.company"), value: identity.company.full_name },
    {
      label: t("pages.home.membership.title"),
      value: (
        <Tag id="membership-status" color={STATUS_COLOR[membership.status]}>
          {t(`pages.home.membership.status.${membership.status}`)}
        </Tag>
      ),
    },
    {
      label: t("pages.home.membership.expiresOn"),
      value: <span id="membership-expires">{membership.expiresOn ? formatDate(membership.expiresOn, false) : t("pages.home.membership.noExpiry")}</span>,
    },
  ];
  if (membership.daysLeft !== null) facts.push({ label: t("pages.home.membership.daysLeft"), value: <span id="membership-days-left">{membership.daysLeft}</span> });

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {/* The page's one h1, with Typography.Title's look (level 2) without Typography (src/layout/plain-text.tsx says why). */}
      <h1 id="welcome" style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
        {t("pages.home.welcome", { name: identity.name })}
      </h1>
      <HomeCard title={t("pages.home.membership.title")}>
        <FactsTable facts={facts} />
      </HomeCard>
      {hasFlag(identity, "homepage_permission") && hasFlag(identity, "sms_permission") && (
        <Suspense fallback={null}>
          <SmsBalanceCard />
        </Suspense>
      )}
    </Space>
  );
};

export const HomePage = () => (
  <CanAccess resource="home" action="list" fallback={<ForbiddenPage />}>
    <Home />
  </CanAccess>
);

export default HomePage;
