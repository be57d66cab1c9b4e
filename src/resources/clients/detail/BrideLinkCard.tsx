import { CopyOutlined, SendOutlined, WhatsAppOutlined } from "@ant-design/icons";
import { useApiUrl, useCustom, useCustomMutation } from "@refinedev/core";
import { Alert, App, Button, Card, Empty, Flex, Form, Input, InputNumber, Popconfirm, Radio, Select, Skeleton, Tag, Typography } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../engine/format";
import { loadPageTexts } from "../../../i18n/page-texts";
import { LINK_CHANNELS, LINK_DAYS, LINK_LANGUAGES } from "../../../schemas/client_links.schema";
import type { ClientRow } from "./client-row";

/** One link as `GET /clients/:id/links` lists it (the token's hash is never answered). */
export interface ClientLink {
  id: number;
  channel: (typeof LINK_CHANNELS)[number];
  language: (typeof LINK_LANGUAGES)[number];
  expires_at: string | null;
  revoked_at: string | null;
  created_at?: string;
  _can?: { revoke?: boolean };
}

/** `POST /clients/:id/send-link`'s answer: the address, shown this once. */
interface SentLink {
  link: ClientLink;
  url: string;
  whatsapp_url?: string;
}

interface Failure {
  message?: string;
  errors?: Record<string, string[] | string>;
}

type Status = "active" | "expired" | "revoked";
const statusOf = (link: ClientLink, now = Date.now()): Status =>
  link.revoked_at ? "revoked" : link.expires_at && Date.parse(link.expires_at) > now ? "active" : "expired";
const STATUS_COLORS: Record<Status, string> = { active: "green", expired: "default", revoked: "red" };

/** A refusal's own words: a field's message when the server named one, else its message. */
const messageOf = (failure: Failure): string | undefined => {
  const first = Object.values(failure.errors ?? {})[0];
  return (Array.isArray(first) ? first[0] : first) ?? failure.message;
};

const BrideLinkBody = ({ client, onChanged }: { client: ClientRow; onChanged: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const apiUrl = useApiUrl();
  const addressId = useId();
  const [form] = Form.useForm<{ channel: ClientLink["channel"]; language: ClientLink["language"]; days: number }>();
  const [sent, setSent] = useState<SentLink | null>(null);
  const { query, result } = useCustom<{ data: ClientLink[] }>({
    url: `${apiUrl}/clients/${client.id}/links`,
    method: "get",
    config: { query: { perPage: 15 } },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<SentLink>();
  const links = result.data?.data ?? [];
  const blocked = client.erased_at ? t("bride_link.erased") : !client.gsm ? t("bride_link.noPhone") : null;
  // Her last link's language is likely hers: the form starts with it (Turkish for her first).
  const lastLanguage = links[0]?.language;
  useEffect(() => {
    if (!blocked && lastLanguage && !form.isFieldTouched("language")) form.setFieldValue("language", lastLanguage);
  }, [form, lastLanguage, blocked]);

  /** The answer's body, or null once a refusal has been said. */
  const post = async (url: string, values: Record<string, unknown>): Promise<{ data: unknown } | null> => {
    try {
      const answer = await mutateAsync({ url: `${apiUrl}/${url}`, method: "post", values, successNotification: false, errorNotification: false });
      return { data: answer.data };
    } catch (failure) {
      message.error(messageOf(failure as Failure) ?? t("bride_link.loadFailed"));
      return null;
    }
  };

  const send = async (values: { channel: ClientLink["channel"]; language: ClientLink["language"]; days: number }) => {
    const posted = await post(`clients/${client.id}/send-link`, values);
    if (!posted) return;
    const answer = posted.data as SentLink;
    setSent(answer);
    message.success(answer.whatsapp_url ? t("bride_link.whatsappReady") : t("bride_link.sentSms"));
    await query.refetch();
    onChanged();
  };

  const revoke = async (link: ClientLink) => {
    if (!(await post(`client_links/${link.id}/revoke`, {}))) return;
    message.success(t("bride_link.revoked"));
    await query.refetch();
    onChanged();
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      message.success(t("bride_link.copied"));
    } catch {
      // No clipboard (an insecure origin): the address stays selectable in its field.
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("bride_link.intro")}
      </Typography.Paragraph>
      {blocked ? (
        <Alert type="info" showIcon message={blocked} />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ channel: "sms", language: "tr", days: LINK_DAYS.default }} onFinish={send} requiredMark={false}>
          <Form.Item name="channel" label={t("bride_link.channel")}>
            <Radio.Group optionType="button" options={LINK_CHANNELS.map((channel) => ({ value: channel, label: t(`bride_link.channels.${channel}`) }))} />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item name="language" label={t("bride_link.language")} style={{ minWidth: 140, flex: 1 }}>
              <Select options={LINK_LANGUAGES.map((language) => ({ value: language, label: t(`bride_link.languages.${language}`) }))} />
            </Form.Item>
            <Form.Item name="days" label={t("bride_link.days")} rules={[{ required: true }, { type: "integer", min: LINK_DAYS.min, max: LINK_DAYS.max }]} style={{ width: 140 }}>
              <InputNumber min={LINK_DAYS.min} max={LINK_DAYS.max} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={mutation.isPending}>
            {t("bride_link.send")}
          </Button>
        </Form>
      )}
      {sent && (
        <Alert
          type="success"
          message={sent.whatsapp_url ? t("bride_link.whatsappReady") : t("bride_link.sentSms")}
          description={
            <Flex vertical gap={8}>
              <label htmlFor={addressId}>{t("bride_link.address")}</label>
              <Input id={addressId} readOnly value={sent.url} onFocus={(event) => event.target.select()} />
              <Typography.Text type="secondary">{t("bride_link.addressOnce")}</Typography.Text>
              <Flex gap={8} wrap>
                <Button icon={<CopyOutlined />} onClick={() => void copy(sent.url)}>
                  {t("bride_link.copy")}
                </Button>
                {sent.whatsapp_url && (
                  <Button type="primary" icon={<WhatsAppOutlined />} href={sent.whatsapp_url} target="_blank" rel="noopener noreferrer">
                    {t("bride_link.openWhatsapp")}
                  </Button>
                )}
              </Flex>
            </Flex>
          }
        />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("bride_link.links")}
      </Typography.Title>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <Alert type="error" message={t("bride_link.loadFailed")} />
      ) : links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("bride_link.noLinks")} />
      ) : (
        <ul aria-label={t("bride_link.links")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {links.map((link) => {
            const status = statusOf(link);
            return (
              <li key={link.id} style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, padding: "8px 0", borderTop: "1px solid rgba(0,0,0,0.06)" }}>
                <Tag color={STATUS_COLORS[status]}>{t(`bride_link.status.${status}`)}</Tag>
                <span>
                  {t(`bride_link.channels.${link.channel}`)} · {t(`bride_link.languages.${link.language}`)}
                </span>
                <Typography.Text type="secondary" style={{ flex: "1 1 200px" }}>
                  {link.created_at && t("bride_link.sentOn", { date: formatDate(link.created_at, true) })}
                  {link.expires_at && ` · ${t("bride_link.expiresOn", { date: formatDate(link.expires_at, false) })}`}
                </Typography.Text>
                {status === "active" && link._can?.revoke !== false && (
                  <Popconfirm title={t("bride_link.confirmRevoke")} onConfirm={() => revoke(link)}>
                    <Button danger size="small">
                      {t("bride_link.revoke")}
                    </Button>
                  </Popconfirm>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Flex>
  );
};

/**
 * 'Gelin Bağlantısı' on the client page (issue 18): send her read-only link by SMS or WhatsApp (channel, language,
 * days), show the address this once (copy, open WhatsApp), list her links with their status and 'İptal Et'. Its
 * texts (`locales/<language>/pages/bride_link.json`) load with it.
 */
export const BrideLinkCard = ({ client, onChanged }: { client: ClientRow; onChanged: () => void }) => {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists("bride_link.title"));
  useEffect(() => {
    if (ready) return;
    let current = true;
    // A failed fetch still shows the card (loadPageTexts tries again next time) rather than a skeleton for ever.
    void loadPageTexts(["bride_link"])
      .catch(() => undefined)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [ready]);
  return <Card id="bride-link-card" size="small" title={ready ? t("bride_link.title") : undefined}>{ready ? <BrideLinkBody client={client} onChanged={onChanged} /> : <Skeleton active paragraph={{ rows: 3 }} />}</Card>;
};

export default BrideLinkCard;
