import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { missingActivationSteps } from "../../layout/activation-steps";
import type { Identity } from "../../providers/session";

/** On the settings page, in place of the prompt the other pages show: what is still missing to activate the shop. */
export const ActivationNotice = ({ identity }: { identity: Identity }) => {
  const { t } = useTranslation();
  const missing = missingActivationSteps(identity.company);
  if (missing.length === 0) return null;
  return (
    <Alert
      id="activation-notice"
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={identity.first_user ? t("settings.activation.pending") : t("settings.activation.introOther")}
      description={missing.map((step) => t(`settings.activation.missing.${step}`)).join(", ")}
    />
  );
};
