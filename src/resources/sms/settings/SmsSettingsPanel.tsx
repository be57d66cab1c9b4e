import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { SingletonForm } from "../../generic/singleton/SingletonForm";
import { balanceFigure } from "../balance/balance-text";
import { invalidateSmsBalance, useSmsBalance } from "../balance/use-sms-balance";
import { TestSmsForm } from "./TestSmsForm";

/** On the platform's account: the credits left, above the form. */
const PlatformBalance = () => {
  const { t, i18n } = useTranslation();
  const { balance } = useSmsBalance();
  if (balance?.account !== "platform") return null;
  return (
    <Alert
      id="sms-settings-balance"
      type={balance.credits === 0 ? "warning" : "info"}
      showIcon
      style={{ marginBottom: 24 }}
      message={t("sms_settings.panel.balance", { figure: balanceFigure(balance, i18n.language) })}
    />
  );
};

/**
 * The shop's SMS settings (`/sms-settings` and the settings' SMS tab): the platform account's credits, the
 * generated form of `sms_settings` and the test message.
 */
export const SmsSettingsPanel = () => (
  <>
    <PlatformBalance />
    <SingletonForm resource="sms_settings" onSaved={invalidateSmsBalance} />
    <TestSmsForm />
  </>
);

export default SmsSettingsPanel;
