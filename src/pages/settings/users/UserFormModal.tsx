import { useCreate, useUpdate } from "@refinedev/core";
import { Col, Divider, Form, Input, Modal, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PHONE_MASK, PHONE_MASK_OPTIONS } from "../../../engine/mask";
import type { Company } from "../../../providers/session";
import { MaskedInput } from "../../../widgets/masked-input/MaskedInput";
import { applyServerErrors } from "../../server-errors";
import { toMaskedPhone } from "../form-values";
import { NewPasswordFields } from "../NewPasswordFields";
import { phoneRules } from "../phone-rules";
import { PermissionChecklist } from "./PermissionChecklist";
import { grantableFlags } from "./permission-groups";
import type { UserRow } from "./user-row";

type UserFormValues = Record<string, unknown> & { name: string; email: string; phone: string; password?: string; password_confirmation?: string };

interface UserFormModalProps {
  /** The user to edit; none to create one. */
  user?: UserRow;
  company: Company;
  /** `saved`: the form was stored (so a change to one's own row can be shown at once). */
  onClose: (saved: boolean) => void;
}

/** Create or edit a user of the shop: name, phone and email required (spec §5), a password on create, and the flags. */
export const UserFormModal = ({ user, company, onClose }: UserFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const flags = useMemo(() => grantableFlags(company), [company]);
  const create = useCreate();
  const update = useUpdate();
  const initialValues = useMemo(
    () => ({
      name: user?.name,
      email: user?.email,
      phone: toMaskedPhone(user?.phone),
      ...Object.fromEntries(flags.map((flag) => [flag, user?.[flag] === true])),
    }),
    [user, flags],
  );

  const submit = async (values: UserFormValues) => {
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone,
      ...(user ? {} : { password: values.password, password_confirmation: values.password_confirmation }),
      ...Object.fromEntries(flags.map((flag) => [flag, values[flag] === true])),
    };
    const errorNotification = (error?: { message?: string }) => ({ type: "error" as const, message: error?.message ?? "" });
    try {
      if (user) {
        await update.mutateAsync({
          resource: "users",
          id: user.id,
          values: body,
          successNotification: { type: "success", message: t("settings.users.updated") },
          errorNotification,
        });
      } else {
        await create.mutateAsync({
          resource: "users",
          values: body,
          successNotification: { type: "success", message: t("settings.users.created") },
          errorNotification,
        });
      }
      onClose(true);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title={user ? t("settings.users.editTitle") : t("settings.users.createTitle")}
      okText={t("buttons.save")}
      cancelText={t("settings.confirm.cancel")}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      confirmLoading={create.mutation.isPending || update.mutation.isPending}
      width={720}
      maskClosable={false}
    >
      <Form<UserFormValues> form={form} name="user-form" layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t("settings.user.name")} rules={[{ required: true, whitespace: true, message: t("settings.errors.requiredName") }]}>
              <Input maxLength={120} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t("settings.user.phone")} rules={phoneRules(t, true)}>
              <MaskedInput mask={PHONE_MASK} maskOptions={PHONE_MASK_OPTIONS} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="email"
              label={t("settings.user.email")}
              rules={[
                { required: true, message: t("settings.errors.requiredEmail") },
                { type: "email", message: t("settings.errors.validEmail") },
              ]}
            >
              <Input type="email" maxLength={254} autoComplete="off" />
            </Form.Item>
          </Col>
          {!user && (
            <NewPasswordFields
              wrap={(item) => (
                <Col xs={24} md={12}>
                  {item}
                </Col>
              )}
            />
          )}
        </Row>
        <Divider orientation="left" plain>
          {t("settings.users.permissions")}
        </Divider>
        {/* The shop owner keeps every permission; the server refuses to change them. */}
        <PermissionChecklist flags={flags} disabled={user?.first_user === true} />
      </Form>
    </Modal>
  );
};
