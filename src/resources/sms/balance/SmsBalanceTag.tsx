import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AccessSubject } from "../../../domain/permissions";
import { balanceFigure } from "./balance-text";
import { useSmsBalance } from "./use-sms-balance";

/** The send page (U2's `/sms`), where the balance is spent. */
export const SMS_SEND_PATH = "/sms";

/** The top bar's 'SMS: 94' for users holding `sms_permission`: a link to the send page. Nothing for the others. */
export const SmsBalanceTag = ({ subject }: { subject: AccessSubject }) => {
  // An identity read before the flags were known holds none.
  const allowed = subject.permissions?.sms_permission === true;
  const { t, i18n } = useTranslation();
  const { balance, failed } = useSmsBalance(allowed);
  if (!allowed || failed) return null;
  return (
    <Link to={SMS_SEND_PATH} id="sms-balance" aria-label={t("sms_messages.balance.label")}>
      <Tag color={balance?.credits === 0 ? "red" : "blue"} style={{ marginInlineEnd: 0, cursor: "pointer" }}>
        {t("sms_messages.balance.tag", { figure: balanceFigure(balance, i18n.language) })}
      </Tag>
    </Link>
  );
};

export default SmsBalanceTag;
