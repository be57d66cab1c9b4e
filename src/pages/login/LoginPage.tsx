import { useLogin } from "@refinedev/core";
import { Alert, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthFrame } from "../AuthFrame";
import { applyServerErrors } from "../server-errors";

interface LoginValues {
  email: string;
  password: string;
}

/** /giris-yap: after success refine's useLogin goes to `?to=` or to "/" (the auth provider's answer). */
export const LoginPage = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { mutate: login, isPending } = useLogin<LoginValues>();
  const [form] = Form.useForm<LoginValues>();

  return (
    <AuthFrame title={t("pages.login.title")} subtitle={t("pages.login.subtitle")}>
      <Form<LoginValues>
        form={form}
        layout="vertical"
        name="login"
        requiredMark={false}
        onFinish={(values) => login(values, { onSuccess: (result) => void (!result.success && applyServerErrors(form, result.error)) })}
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
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Alert id="keep-signed-in" type="info" showIcon message={t("pages.login.keepSignedIn")} style={{ marginBottom: 16 }} />
        <Button id="login-submit" type="primary" htmlType="submit" size="large" block loading={isPending}>
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
