import { WhatsAppOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { Button, Flex, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fillPlaceholders } from "../../domain/sms/placeholders";
import { smsCount } from "../../domain/sms/sms-count";
import { whatsappLink } from "../../domain/sms/whatsapp";
import type { Identity } from "../../providers/session";
import { useActionRecord } from "../../resources/generic/actions/action-record";
import type { WidgetInputProps } from "../types";
import { useSmsCompose } from "./context";
import { TemplateSelect } from "./TemplateSelect";

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/**
 * The SMS text: a ready-made message to start from, the textarea, and under it the figures the server will charge
 * ("152 karakter · 2 SMS · 3 alıcı · 6 kredi", the encoding beside them) and, when the text goes to one client with a
 * mobile, WhatsApp with the same text (placeholders filled for that client) in a new tab.
 */
const SmsTextInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => {
  const { t } = useTranslation();
  const compose = useSmsCompose();
  // In a client's action form ('SMS Gönder'), the client's own row.
  const row = useActionRecord();
  const { data: identity } = useGetIdentity<Identity>();
  const message = value ?? "";
  const recipients = compose.recipients ?? 1;
  const count = smsCount(message, recipients);
  const phone = compose.phone !== undefined ? compose.phone : text(row?.gsm);
  const clientName = compose.clientName !== undefined ? compose.clientName : text(row?.full_name);
  const company = text(identity?.company?.title) ?? text(identity?.company?.full_name);
  const chat = phone && message.trim() !== "" ? whatsappLink(phone, fillPlaceholders(message, { musteri: clientName ?? undefined, firma: company ?? undefined })) : null;
  return (
    <Flex vertical gap={6}>
      <TemplateSelect disabled={disabled} onPick={(picked) => onChange?.(picked)} />
      <Input.TextArea
        id={id}
        value={message}
        disabled={disabled}
        rows={5}
        maxLength={field.property.maxLength}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" aria-live="polite" data-testid="sms-count">
          {t("sms_templates.composer.count", { ...count })}
          {count.segments > 0 && ` · ${t(`sms_templates.composer.encoding.${count.encoding}`)}`}
        </Typography.Text>
        {phone && (
          <Button
            icon={<WhatsAppOutlined />}
            aria-label={t("sms_templates.composer.whatsapp")}
            href={chat ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={disabled || chat === null}
          >
            {t("sms_templates.composer.whatsapp")}
          </Button>
        )}
      </Flex>
    </Flex>
  );
};

export default SmsTextInput;
