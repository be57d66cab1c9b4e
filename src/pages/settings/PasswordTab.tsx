import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { NewPasswordFields } from "./NewPasswordFields";
import { SaveButton } from "./SaveButton";
import { useProfileAction } from "./use-profile-action";

interface PasswordValues {
  password_old: string;
  password: string;
  password_confirmation: string;
}

/** Şifre Değiştir: the signed-in user's own password. The server keeps this session and ends the others. */
export const PasswordTab = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const { run, pending } = useProfileAction<PasswordValues>("profile/change-password");

  const submit = async (values: PasswordValues) => {
    if (await run(values, form)) form.resetFields();
  };

  return (
    <Form<PasswordValues> form={form} name="change-password" layout="vertical" onFinish={submit} style={{ maxWidth: 400 }}>
      <Form.Item name="password_old" label={t("settings.password.password_old")} rules={[{ required: true, message: t("settings.errors.requiredOldPassword") }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields oldPasswordField="password_old" />
      <SaveButton id="change-password-save" loading={pending} />
    </Form>
  );
};
