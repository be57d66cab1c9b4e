import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isMaskComplete, PHONE_MASK, PHONE_MASK_OPTIONS } from "../../engine/mask";
import type { RegisterValues } from "../../providers/auth";
import { MaskedInput } from "../../widgets/masked-input/MaskedInput";
import { AuthFrame } from "../AuthFrame";
import { uncommonPasswordRule } from "../settings/password-rules";
import { useStartSession } from "../use-start-session";
import { UserAgreement } from "./UserAgreement";

/** Spec §5: the 6-character password minimum. */
export const PASSWORD_MIN_LENGTH = 6;

/** /kayit-ol: a new shop; server 422 messages land on the fields they name. */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [form] = Form.useForm<RegisterValues>();
  const { submit: onFinish, pending: isPending } = useStartSession("register", form);

  return (
    <AuthFrame title={t("pages.register.title")} subtitle={t("pages.register.subtitle")}>
      <Form<RegisterValues> form={form} layout="vertical" name="register" requiredMark={false} onFinish={onFinish} initialValues={{ accept_terms: false }}>
        <Form.Item name="full_name" label={t("pages.register.fields.full_name")} rules={[{ required: true, whitespace: true, message: t("pages.register.errors.requiredFullName") }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="company_name"
          label={t("pages.register.fields.company_name")}
          rules={[{ required: true, whitespace: true, message: t("pages.register.errors.requiredCompanyName") }]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t("pages.register.fields.email")}
          rules={[
            { required: true, message: t("pages.register.errors.requiredEmail") },
            { type: "email", message: t("pages.register.errors.validEmail") },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("pages.register.fields.phone")}
          // One rule, so an empty field says "required" only and a short one "incomplete" only.
          rules={[
            {
              required: true,
              validator: (_, value?: string) => {
                if (!value) return Promise.reject(new Error(t("pages.register.errors.requiredPhone")));
                if (!isMaskComplete(PHONE_MASK, value, PHONE_MASK_OPTIONS)) return Promise.reject(new Error(t("pages.register.errors.phoneFormat")));
                return Promise.resolve();
              },
            },
          ]}
        >
          <MaskedInput mask={PHONE_MASK} maskOptions={PHONE_MASK_OPTIONS} inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("pages.register.fields.password")}
          extra={t("pages.register.hints.password")}
          rules={[
            { required: true, message: t("pages.register.errors.requiredPassword") },
            { min: PASSWORD_MIN_LENGTH, message: t("pages.register.errors.passwordMin") },
            uncommonPasswordRule(t),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t("pages.register.fields.password_confirmation")}
          dependencies={["password"]}
          rules={[
            { required: true, message: t("pages.register.errors.requiredConfirmation") },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue("password") ? Promise.resolve() : Promise.reject(new Error(t("pages.register.errors.passwordMismatch"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="accept_terms"
          valuePropName="checked"
          rules={[{ validator: (_, value) => (value === true ? Promise.resolve() : Promise.reject(new Error(t("pages.register.errors.acceptTerms")))) }]}
        >
          <UserAgreement />
        </Form.Item>
        <Button id="register-submit" type="primary" htmlType="submit" size="large" block loading={isPending}>
          {t("pages.register.buttons.submit")}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
        {t("pages.register.buttons.haveAccount")}{" "}
        <Link id="login-link" to={`/giris-yap${search}`}>
          {t("pages.register.signin")}
        </Link>
      </p>
    </AuthFrame>
  );
};

export default RegisterPage;
