import { DeleteOutlined, DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { useApiUrl, useCustom, useCustomMutation, useGetIdentity } from "@refinedev/core";
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Modal, Radio, Select, Skeleton, Tag, Typography } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../../engine/format";
import { loadPageTexts } from "../../../../i18n/page-texts";
import { API_URL } from "../../../../providers/http-client";
import type { Identity } from "../../../../providers/session";
import { fetchSignedInFile, saveBlob } from "../../../../providers/signed-in-file";
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from "../../../../schemas/client_consents.schema";
import type { ClientRow } from "../client-row";

/** One row of the consent log as `GET /clients/:id/consents` answers it. */
export interface ConsentRow {
  id: number;
  purpose: (typeof CONSENT_PURPOSES)[number];
  granted: boolean;
  channel: (typeof CONSENT_CHANNELS)[number];
  note?: string | null;
  recorded_by?: number | null;
  created_at: string;
}

interface ConsentValues {
  purpose: ConsentRow["purpose"];
  granted: "yes" | "no";
  channel: ConsentRow["channel"];
  note?: string;
  /** The code she received, for a consent 'by SMS code'. */
  code?: string;
}

/** What a consent code confirms: one purpose and one answer (the server binds the code to both). */
const codeKey = (values: Partial<ConsentValues>) => `${values.purpose}:${values.granted}`;

interface Failure {
  message?: string;
  errors?: Record<string, string[] | string>;
}

const messageOf = (failure: Failure): string | undefined => {
  const first = Object.values(failure.errors ?? {})[0];
  return (Array.isArray(first) ? first[0] : first) ?? failure.message;
};

/** The newest row of each purpose: what holds now (the log answers newest first, but the order is not trusted). */
export const currentConsents = (rows: readonly ConsentRow[]): Partial<Record<ConsentRow["purpose"], ConsentRow>> => {
  const current: Partial<Record<ConsentRow["purpose"], ConsentRow>> = {};
  for (const row of rows) {
    const held = current[row.purpose];
    if (!held || row.created_at > held.created_at || (row.created_at === held.created_at && row.id > held.id)) current[row.purpose] = row;
  }
  return current;
};

const PrivacyBody = ({ client, onChanged }: { client: ClientRow; onChanged: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const apiUrl = useApiUrl();
  const confirmId = useId();
  const { data: identity } = useGetIdentity<Identity>();
  const [recording, setRecording] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [typed, setTyped] = useState("");
  const [downloading, setDownloading] = useState<"json" | "pdf" | null>(null);
  const [form] = Form.useForm<ConsentValues>();
  const watched = Form.useWatch([], form) as Partial<ConsentValues> | undefined;
  // The purpose and answer the last code was sent for: the code field shows while they are still the form's.
  const [codeSentFor, setCodeSentFor] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const bySmsCode = watched?.channel === "sms_code";
  const codeSent = bySmsCode && codeSentFor === codeKey(watched ?? {});
  // A consent by SMS code is an SMS of the shop: offered to those who may send one.
  const channels = CONSENT_CHANNELS.filter((channel) => channel !== "sms_code" || identity?.permissions?.sms_permission === true);
  const { query, result } = useCustom<{ data: ConsentRow[] }>({
    url: `${apiUrl}/clients/${client.id}/consents`,
    method: "get",
    config: { query: { perPage: 100, sort: "created_at", order: "desc" } },
    errorNotification: false,
  });
  // Who recorded a row: the shop's users by id (a user who may not list them sees the id).
  const users = useCustom<{ data: { id: number; name?: string; full_name?: string }[] }>({
    url: `${apiUrl}/users`,
    method: "get",
    config: { query: { perPage: 100 } },
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const { mutateAsync, mutation } = useCustomMutation();
  const rows = result.data?.data ?? [];
  const current = currentConsents(rows);
  const erased = Boolean(client.erased_at);
  const userName = (id: number | null | undefined) => {
    const user = users.result.data?.data?.find((row) => row.id === id);
    return user?.name ?? user?.full_name ?? (id ? t("privacy.unknownUser", { id }) : "");
  };

  const post = async (url: string, values: Record<string, unknown>): Promise<boolean> => {
    try {
      await mutateAsync({ url: `${apiUrl}/${url}`, method: "post", values, successNotification: false, errorNotification: false });
      return true;
    } catch (failure) {
      message.error(messageOf(failure as Failure) ?? t("privacy.loadFailed"));
      return false;
    }
  };

  const sendCode = async () => {
    const values = form.getFieldsValue();
    setSendingCode(true);
    const sent = await post(`clients/${client.id}/consent-code`, { purpose: values.purpose, granted: values.granted === "yes" });
    setSendingCode(false);
    if (!sent) return;
    message.success(t("privacy.codeSent"));
    setCodeSentFor(codeKey(values));
  };

  const record = async (values: ConsentValues) => {
    const note = values.note?.trim() ? { note: values.note.trim() } : {};
    const granted = values.granted === "yes";
    const saved =
      values.channel === "sms_code"
        ? await post(`clients/${client.id}/consents/sms-code`, { purpose: values.purpose, granted, code: values.code, ...note })
        : await post(`clients/${client.id}/consents`, { purpose: values.purpose, granted, channel: values.channel, ...note });
    if (!saved) return;
    message.success(t("privacy.saved"));
    setRecording(false);
    setCodeSentFor(null);
    form.resetFields();
    await query.refetch();
    // A campaign row changes the client's İYS consent: the page reads her again.
    onChanged();
  };

  const download = async (format: "json" | "pdf") => {
    setDownloading(format);
    try {
      const { blob, fileName } = await fetchSignedInFile(`${API_URL}/clients/${client.id}/export?format=${format}`, format === "pdf" ? "application/pdf" : "application/json");
      saveBlob(blob, fileName ?? `musteri-${client.id}-kvkk.${format}`);
    } catch (error) {
      message.error((error as { message?: string }).message ?? t("privacy.exportFailed"));
    } finally {
      setDownloading(null);
    }
  };

  const erase = async () => {
    if (!(await post(`clients/${client.id}/erase`, { confirm: typed }))) return;
    message.success(t("privacy.erasedDone"));
    setErasing(false);
    setTyped("");
    onChanged();
  };

  const purposeLabel = (purpose: string) => t(`client_consents.enums.purpose.${purpose}`);
  const channelLabel = (channel: string) => t(`client_consents.enums.channel.${channel}`);
  const stateTag = (row: ConsentRow | undefined) =>
    !row ? <Tag>{t("privacy.none")}</Tag> : row.granted ? <Tag color="green">{t("privacy.granted")}</Tag> : <Tag color="red">{t("privacy.withdrawn")}</Tag>;

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("privacy.intro")}
      </Typography.Paragraph>
      {erased && <Alert type="warning" showIcon message={t("privacy.erasedOn", { date: formatDate(String(client.erased_at), true) })} />}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("privacy.state")}
      </Typography.Title>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <Alert type="error" message={t("privacy.loadFailed")} />
      ) : (
        <>
          <ul aria-label={t("privacy.state")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {CONSENT_PURPOSES.map((purpose) => {
              const row = current[purpose];
              return (
                <li key={purpose} style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, padding: "6px 0" }}>
                  <span style={{ flex: "1 1 220px" }}>{purposeLabel(purpose)}</span>
                  {stateTag(row)}
                  {row && (
                    <Typography.Text type="secondary">
                      {formatDate(row.created_at, true)} · {channelLabel(row.channel)} · {userName(row.recorded_by)}
                    </Typography.Text>
                  )}
                </li>
              );
            })}
          </ul>
          <Flex gap={8} wrap>
            {!erased && (
              <Button icon={<PlusOutlined />} onClick={() => setRecording(true)}>
                {t("privacy.record")}
              </Button>
            )}
            <Button icon={<DownloadOutlined />} loading={downloading === "json"} onClick={() => void download("json")}>
              {t("privacy.exportJson")}
            </Button>
            <Button icon={<DownloadOutlined />} loading={downloading === "pdf"} onClick={() => void download("pdf")}>
              {t("privacy.exportPdf")}
            </Button>
            {identity?.first_user === true && !erased && (
              <Button danger icon={<DeleteOutlined />} onClick={() => setErasing(true)}>
                {t("privacy.erase")}
              </Button>
            )}
          </Flex>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("privacy.log")}
          </Typography.Title>
          {rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("privacy.empty")} />
          ) : (
            <ul aria-label={t("privacy.log")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {rows.map((row) => (
                <li key={row.id} style={{ padding: "6px 0", borderTop: "1px solid rgba(0,0,0,0.06)" }}>
                  <Flex wrap gap={8} align="center">
                    {stateTag(row)}
                    <span>{purposeLabel(row.purpose)}</span>
                    <Typography.Text type="secondary">
                      {formatDate(row.created_at, true)} · {channelLabel(row.channel)} · {t("privacy.by", { name: userName(row.recorded_by) })}
                    </Typography.Text>
                  </Flex>
                  {row.note && <Typography.Text>{row.note}</Typography.Text>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Modal
        open={recording}
        title={t("privacy.record")}
        onCancel={() => {
          setRecording(false);
          setCodeSentFor(null);
        }}
        okText={t("privacy.record")}
        cancelText={t("privacy.cancel")}
        okButtonProps={{ loading: mutation.isPending && !sendingCode, disabled: bySmsCode && !codeSent }}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {/* Its own name: the fields' ids must not collide with the bride link card's form on the same page (its `channel`). */}
        <Form form={form} name="privacy_consent" layout="vertical" initialValues={{ purpose: "processing", granted: "yes", channel: "in_person" }} onFinish={record} requiredMark={false}>
          <Form.Item name="purpose" label={t("privacy.fields.purpose")} rules={[{ required: true }]}>
            <Select options={CONSENT_PURPOSES.map((purpose) => ({ value: purpose, label: purposeLabel(purpose) }))} />
          </Form.Item>
          <Form.Item name="granted" label={t("privacy.fields.granted")}>
            <Radio.Group options={(["yes", "no"] as const).map((value) => ({ value, label: t(`privacy.grantedOptions.${value}`) }))} />
          </Form.Item>
          <Form.Item name="channel" label={t("privacy.fields.channel")} rules={[{ required: true }]}>
            <Select options={channels.map((channel) => ({ value: channel, label: channelLabel(channel) }))} />
          </Form.Item>
          {bySmsCode && (
            <Flex vertical gap={8} style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">{t("privacy.codeHint")}</Typography.Text>
              <Button onClick={() => void sendCode()} loading={sendingCode} style={{ alignSelf: "flex-start" }}>
                {codeSent ? t("privacy.resendCode") : t("privacy.sendCode")}
              </Button>
              {codeSent && (
                <Form.Item name="code" label={t("privacy.fields.code")} rules={[{ required: true, pattern: /^[0-9]{6}$/, message: t("privacy.codeFormat") }]} style={{ marginBottom: 0 }}>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
                </Form.Item>
              )}
            </Flex>
          )}
          <Form.Item name="note" label={t("privacy.fields.note")} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={erasing}
        title={t("privacy.eraseTitle")}
        onCancel={() => setErasing(false)}
        okText={t("privacy.eraseButton")}
        cancelText={t("privacy.cancel")}
        okButtonProps={{ danger: true, disabled: typed.trim() !== String(client.full_name ?? "").trim(), loading: mutation.isPending }}
        onOk={() => void erase()}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>{t("privacy.eraseRemoved")}</Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>{t("privacy.eraseKept")}</Typography.Paragraph>
          <Alert type="error" showIcon message={t("privacy.eraseIrreversible")} />
          <label htmlFor={confirmId}>{t("privacy.eraseConfirmLabel", { name: client.full_name ?? "" })}</label>
          <Input id={confirmId} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </Flex>
      </Modal>
    </Flex>
  );
};

/**
 * 'Kişisel Veriler (KVKK)' on the client page (issue 18): each consent purpose's current state (granted or
 * withdrawn, when, how, by whom), 'Rıza Kaydet', the consent log, the export as JSON or PDF and, for the company's
 * first user, the erasure confirmed by typing her name. Its texts (`locales/<language>/pages/privacy.json`) load with it.
 */
export const PrivacyCard = ({ client, onChanged }: { client: ClientRow; onChanged: () => void }) => {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists("privacy.title"));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadPageTexts(["privacy"])
      .catch(() => undefined)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [ready]);
  return (
    <Card id="privacy-card" size="small" title={ready ? t("privacy.title") : undefined}>
      {ready ? <PrivacyBody client={client} onChanged={onChanged} /> : <Skeleton active paragraph={{ rows: 3 }} />}
    </Card>
  );
};

export default PrivacyCard;
