import { Form, Input } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PHONE_MASK, PHONE_MASK_OPTIONS } from "../../engine/mask";
import type { Identity } from "../../providers/session";
import { MaskedInput } from "../../widgets/masked-input/MaskedInput";
import { toMaskedPhone } from "./form-values";
import { phoneRules } from "./phone-rules";
import { SaveButton } from "./SaveButton";
import { useProfileAction } from "./use-profile-action";

interface UserInfoValues {
  name: string;
  phone: string;
  email: string;
}

/** Kullanıcı Bilgileri: the signed-in user's name, phone and email (every user). */
export const UserInfoTab = ({ identity }: { identity: Identity }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserInfoValues>();
  const initial = useMemo(() => ({ name: identity.name, phone: toMaskedPhone(identity.phone), email: identity.email }), [identity]);
  const { run, pending } = useProfileAction<UserInfoValues>("profile/update-user", { refreshIdentity: true });

  return (
    <Form<UserInfoValues>
      form={form}
      name="user-info"
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => run({ ...values, name: values.name.trim(), email: values.email.trim() }, form)}
      style={{ maxWidth: 400 }}
    >
      <Form.Item name="name" label={t("settings.user.name")} rules={[{ required: true, whitespace: true, message: t("settings.errors.requiredName") }]}>
        <Input autoComplete="name" maxLength={120} />
      </Form.Item>
      <Form.Item name="phone" label={t("settings.user.phone")} rules={phoneRules(t, true)}>
        <MaskedInput mask={PHONE_MASK} maskOptions={PHONE_MASK_OPTIONS} inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t("settings.user.email")}
        rules={[
          { required: true, message: t("settings.errors.requiredEmail") },
          { type: "email", message: t("settings.errors.validEmail") },
        ]}
      >
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <SaveButton id="user-info-save" loading={pending} />
    </Form>
  );
};
