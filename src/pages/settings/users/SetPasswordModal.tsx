import { Form, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { NewPasswordFields } from "../NewPasswordFields";
import { useProfileAction } from "../use-profile-action";
import type { UserRow } from "./user-row";

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

/** The shop owner sets a new password for one of the shop's users (`PUT /api/users/change-password/:id`). */
export const SetPasswordModal = ({ user, onClose }: { user: UserRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const { run, pending } = useProfileAction<PasswordValues>(`users/change-password/${user.id}`, { method: "put" });

  const submit = async (values: PasswordValues) => {
    if (await run(values, form)) onClose();
  };

  return (
    <Modal
      open
      title={t("settings.users.setPasswordTitle", { name: user.name })}
      okText={t("buttons.save")}
      cancelText={t("settings.confirm.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      maskClosable={false}
    >
      <Form<PasswordValues> form={form} name="set-user-password" layout="vertical" onFinish={submit}>
        <NewPasswordFields />
      </Form>
    </Modal>
  );
};
