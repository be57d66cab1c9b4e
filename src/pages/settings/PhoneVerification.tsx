import { Alert, Button, Flex, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { reloadAt } from "../reload-at";
import { useCountdown } from "./use-countdown";
import { useProfileAction } from "./use-profile-action";

/** The server refuses a new code within a minute of the last one. */
export const RESEND_WAIT_SECONDS = 60;

/**
 * Spec §4 "Phone verification": a 6-digit code goes by SMS to the company phone; entering it confirms
 * the shop. Success reloads the app at '/' (spec §4), which reads the now active shop afresh.
 */
export const PhoneVerification = ({ phone }: { phone: string | null }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const countdown = useCountdown();
  const send = useProfileAction<Record<string, never>>("profile/send-activation-code");
  const activate = useProfileAction<{ code: string }>("profile/activate-account");

  const sendCode = async () => {
    if (await send.run({})) countdown.start(RESEND_WAIT_SECONDS);
  };

  const verify = async (values: { code: string }) => {
    if (await activate.run({ code: values.code.trim() }, form)) reloadAt("/");
  };

  return (
    <Alert
      type="warning"
      showIcon
      message={t("settings.verification.title")}
      description={
        <Flex vertical gap={12}>
          <Typography.Text>{phone ? t("settings.verification.info", { phone }) : t("settings.verification.noPhone")}</Typography.Text>
          <Form form={form} layout="inline" name="phone-verification" onFinish={verify}>
            <Form.Item>
              <Button id="send-activation-code" onClick={sendCode} loading={send.pending} disabled={!phone || countdown.left > 0}>
                {countdown.left > 0 ? t("settings.verification.resendIn", { seconds: countdown.left }) : t("settings.verification.send")}
              </Button>
            </Form.Item>
            <Form.Item
              name="code"
              label={t("settings.verification.code")}
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t("settings.verification.codeFormat") }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item>
              <Button id="verify-phone" type="primary" htmlType="submit" loading={activate.pending}>
                {t("settings.verification.verify")}
              </Button>
            </Form.Item>
          </Form>
        </Flex>
      }
    />
  );
};
