import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { confirmationRules, newPasswordRules } from "./password-rules";

/**
 * `password` and `password_confirmation` with their rules, as every form that sets a password asks them.
 * `wrap` places each item (a grid column in the user modal).
 */
export const NewPasswordFields = ({ wrap = (item) => item }: { wrap?: (item: React.ReactNode) => React.ReactNode }) => {
  const { t } = useTranslation();
  return (
    <>
      {wrap(
        <Form.Item name="password" label={t("settings.password.password")} extra={t("settings.password.hint")} rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>,
      )}
      {wrap(
        <Form.Item name="password_confirmation" label={t("settings.password.password_confirmation")} dependencies={["password"]} rules={confirmationRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>,
      )}
    </>
  );
};
