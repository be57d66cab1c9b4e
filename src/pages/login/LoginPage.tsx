import { Alert, Button, Form } from "antd";
// Not antd's Input barrel, which brings TextArea, Search and OTP along.
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthFrame } from "../AuthFrame";
import { useStartSession } from "../use-start-session";

interface LoginValues {
  email: string;
  password: string;
}

/** /giris-yap: after success the user goes to `?to=` or to "/". */
export const LoginPage = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [form] = Form.useForm<LoginValues>();
  const { submit, pending } = useStartSession("login", form);

  return (
    <AuthFrame title={t("pages.login.title")} subtitle={t("pages.login.subtitle")}>
      <Form<LoginValues>
        form={form}
        layout="vertical"
        name="login"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="email"
          label={t("pages.login.fields.email")}
          rules={[
            { required: true, message: t("pages.login.errors.requiredEmail") },
            { type: "email", message: t("pages.login.errors.validEmail") },
          ]}
        >
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item name="password" label={t("pages.login.fields.password")} rules={[{ required: true, message: t("pages.login.errors.requiredPassword") }]}>
          <Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Alert id="keep-signed-in" type="info" showIcon message={t("pages.login.keepSignedIn")} style={{ marginBottom: 16 }} />
        <Button id="login-submit" type="primary" htmlType="submit" size="large" block loading={pending}>
          {t("pages.login.signin")}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
        {t("pages.login.noAccount")}{" "}
        <Link id="register-link" to={`/kayit-ol${search}`}>
          {t("pages.login.register")}
        </Link>
      </p>
    </AuthFrame>
  );
};

export default LoginPage;
