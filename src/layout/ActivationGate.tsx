import { useLogout } from "@refinedev/core";
import { Button, Flex, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { Identity } from "../providers/session";
import { isActivationExempt, missingActivationSteps, SETTINGS_PATH } from "./activation-steps";
import { LanguageFlags } from "./LanguageFlags";

interface ActivationGateProps {
  identity: Identity;
  children: ReactNode;
}

/**
 * Spec §4 'Not activated': while the company lacks its title, phone, phone2 or a verified phone, every
 * page but /ayarlar gives way to a prompt that cannot be closed. Only the first user can complete the
 * company; the others are told to ask the shop owner. Logging out stays possible, and so does picking the
 * language: the top bar's flags are behind the prompt's mask, so the prompt carries its own.
 */
export const ActivationGate = ({ identity, children }: ActivationGateProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const missing = missingActivationSteps(identity.company);
  if (missing.length === 0 || isActivationExempt(pathname)) return <>{children}</>;

  return (
    <Modal
      open
      centered
      closable={false}
      maskClosable={false}
      keyboard={false}
      // The page behind gives way to the prompt, so its title is the page's one h1, in the modal title's look.
      title={<h1 style={{ margin: 0, font: "inherit" }}>{t("settings.activation.title")}</h1>}
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <LanguageFlags idPrefix="activation-language" />
          <Flex gap={8}>
            <Button onClick={() => logout()}>{t("layout.links.logout")}</Button>
            <Button id="activation-go-to-settings" type="primary" onClick={() => navigate(SETTINGS_PATH)}>
              {t("settings.activation.goToSettings")}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <p id="activation-prompt" style={{ marginTop: 0, marginBottom: "1em" }}>
        {identity.first_user ? t("settings.activation.intro") : t("settings.activation.introOther")}
      </p>
      <ul>
        {missing.map((step) => (
          <li key={step}>{t(`settings.activation.missing.${step}`)}</li>
        ))}
      </ul>
    </Modal>
  );
};
