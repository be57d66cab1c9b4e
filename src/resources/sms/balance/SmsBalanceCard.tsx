import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translateOr } from "../../../engine/labels";
import { FactsTable, HomeCard, type Fact } from "../../../pages/home/HomeCard";
import { balanceFigure } from "./balance-text";
import { SMS_SEND_PATH } from "./SmsBalanceTag";
import { useSmsBalance } from "./use-sms-balance";

/** The home page's 'SMS Kredisi' card: what the shop can still send, what is on its way, what went out. */
export const SmsBalanceCard = () => {
  const { t, i18n } = useTranslation();
  const { balance, failed } = useSmsBalance();
  const facts: Fact[] = [
    { label: t("sms_messages.balance.left"), value: <span id="sms-credits-left">{balanceFigure(balance, i18n.language)}</span> },
  ];
  if (balance && balance.pending > 0) facts.push({ label: t("sms_messages.balance.pending"), value: balance.pending });
  if (balance) facts.push({ label: t("sms_messages.balance.sent"), value: balance.sent });
  if (balance?.error || failed) facts.push({ label: t("sms_messages.balance.note"), value: translateOr(t, balance?.error ?? "", t("sms_messages.balance.unreachable")) });
  return (
    <HomeCard title={t("sms_messages.balance.title")}>
      <FactsTable facts={facts} />
      <p style={{ marginBottom: 0, marginTop: 12 }}>
        <Link to={SMS_SEND_PATH}>{t("sms_messages.balance.send")}</Link>
      </p>
    </HomeCard>
  );
};

export default SmsBalanceCard;
