import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { confirmationRules, newPasswordRules } from "./password-rules";

/**
 * `password` and `password_confirmation` with their rules, as the password tab asks them; with `oldPasswordField`
 * (a change) the new one may not be the old one again.
 */
export const NewPasswordFields = ({ oldPasswordField }: { oldPasswordField?: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t("settings.password.password")}
        extra={t("settings.password.hint")}
        dependencies={oldPasswordField ? [oldPasswordField] : undefined}
        rules={newPasswordRules(t, oldPasswordField)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t("settings.password.password_confirmation")} dependencies={["password"]} rules={confirmationRules(t)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
};
