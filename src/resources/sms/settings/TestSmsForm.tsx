import { useApiUrl, useCustomMutation, useNotification, type HttpError } from "@refinedev/core";
import { Button, Flex, Form } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fieldByName } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { applyServerErrors, errorsAllOnFields } from "../../../pages/server-errors";
import { FieldItem } from "../../generic/form/FieldItem";
import { FieldSection } from "../../generic/FieldSection";
import { invalidateSmsBalance } from "../balance/use-sms-balance";

/** `POST /api/sms-settings/test`: one message through the saved settings to the number typed. */
export const TEST_SMS_PATH = "sms-settings/test";

/** What the test answers: sent, or failed with the gateway's refusal in the caller's language. */
export interface TestSmsAnswer {
  status: "sent" | "failed";
  message: string;
}

/**
 * 'Test SMS Gönder': a mobile number (the history's phone field, its mask and rules) and the button. Sent with
 * the saved settings; 'Test SMS'i gönderildi.' or the server's message (a 422 on the number stays on its field).
 */
export const TestSmsForm = () => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const phone = fieldByName(useResourceSchema("sms_messages"), "phone");
  const field = useMemo(() => ({ ...phone, required: true }), [phone]);
  const [form] = Form.useForm<{ phone: string }>();
  const { mutateAsync, mutation } = useCustomMutation<TestSmsAnswer, HttpError, { phone: string }>();
  const { open } = useNotification();

  const send = async ({ phone: number }: { phone: string }) => {
    try {
      const { data } = await mutateAsync({
        url: `${apiUrl}/${TEST_SMS_PATH}`,
        method: "post",
        values: { phone: number },
        successNotification: false,
        errorNotification: (error) => (errorsAllOnFields(form, error) ? false : { type: "error", message: error?.message ?? "" }),
      });
      // A gateway's refusal answers 200 with its reason: said as an error, the credits given back.
      if (data.status === "sent") open?.({ type: "success", message: t("sms_settings.panel.test.sent"), key: "sms-test" });
      else open?.({ type: "error", message: data.message, key: "sms-test" });
      invalidateSmsBalance();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FieldSection title={t("sms_settings.panel.test.title")}>
      <Form form={form} layout="vertical" onFinish={(values) => void send(values)} id="sms-test-form">
        <FieldItem field={field} name={["phone"]} resource="sms_messages" label={t("sms_settings.panel.test.phone")} required />
        <Flex justify="end">
          <Button htmlType="submit" loading={mutation.isPending}>
            {t("sms_settings.panel.test.send")}
          </Button>
        </Flex>
      </Form>
    </FieldSection>
  );
};
