import { SendOutlined } from "@ant-design/icons";
import { useApiUrl, useCustom } from "@refinedev/core";
import { Alert, Button, Card, Flex, Form, Tag } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SendSmsBody, SmsManagementAnswer } from "../../../domain/sms/api";
import { actionBodySchema, actionFieldLabel, defaultValues, formFields, normaliseForSubmit, translateOr } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { SmsComposeContext, type SmsCompose } from "../../../widgets/sms-text";
import { FormFields } from "../../generic/form/FormFields";
import { balanceFigure, useSmsBalance } from "../balance";
import { RecipientsTable, type RecipientChoice, type RecipientFilters } from "./RecipientsTable";
import { answerFigures, type Composition } from "./send-attempt";
import { TemplatesCard } from "./TemplatesCard";
import { useSendSms } from "./use-send-sms";

/** The settings page the 'not ready' notice leads to (U1's). */
const SETTINGS_PATH = "/sms-settings";

type Values = { message?: string; purpose?: SendSmsBody["purpose"] };

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

const cleanFilters = (filters: RecipientFilters): RecipientFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "")) as RecipientFilters;

/**
 * 'SMS Gönder' (`/sms`, spec §2 "SMS", issue 14 item 2): the balance, why the shop cannot send yet (with the way to
 * its settings), the text with its live figures (the clients' send_sms body: the sms-text widget and the purpose),
 * the recipients from the clients' list, the send and its answer, and the ready-made messages managed in place.
 */
const SmsSendPage = () => {
  const { t, i18n } = useTranslation();
  const apiUrl = useApiUrl();
  const clients = useResourceSchema("clients");
  const body = useMemo(() => actionBodySchema(clients, "send_sms")!, [clients]);
  const fields = useMemo(() => formFields(body), [body]);
  const [form] = Form.useForm<Values>();
  const { balance } = useSmsBalance();
  const { query: management, result } = useCustom<SmsManagementAnswer>({ url: `${apiUrl}/sms-management`, method: "get", errorNotification: false });
  const status = management.isSuccess ? result.data : undefined;
  const [choice, setChoice] = useState<RecipientChoice>({ all: false, filters: {}, chosen: new Map(), matching: 0 });
  const [missingRecipients, setMissingRecipients] = useState(false);
  const { send, sending, outcome } = useSendSms();
  const recipients = choice.all ? choice.matching : choice.chosen.size;
  const single = !choice.all && choice.chosen.size === 1 ? [...choice.chosen.values()][0] : undefined;
  const compose = useMemo<SmsCompose>(
    () => ({ recipients, phone: single ? text(single.gsm) : null, clientName: single ? text(single.full_name) : null }),
    [recipients, single],
  );
  const submit = (values: Values) => {
    if (recipients === 0) {
      setMissingRecipients(true);
      return;
    }
    const normalised = normaliseForSubmit(body, values) as Pick<Composition, "message" | "purpose">;
    const composition: Composition = {
      message: normalised.message,
      purpose: normalised.purpose,
      recipients: choice.all ? { all: true, filters: cleanFilters(choice.filters) } : { client_ids: [...choice.chosen.keys()] },
    };
    send(composition);
  };
  const chooseRecipients = (next: RecipientChoice) => {
    setChoice(next);
    if (next.all || next.chosen.size > 0) setMissingRecipients(false);
  };
  return (
    <Card
      title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("sms_send.title")}</h1>}
      extra={
        <Tag color={balance?.credits === 0 ? "red" : "blue"} id="sms-send-balance">
          {t("sms_send.balance", { figure: balanceFigure(balance, i18n.language) })}
        </Tag>
      }
    >
      <Flex vertical gap={16}>
        {status && !status.ready && (
          <Alert
            type="warning"
            showIcon
            id="sms-not-ready"
            message={translateOr(t, status.notReadyReason ?? "", t("sms_send.notReady"))}
            action={<Link to={SETTINGS_PATH}>{t("sms_send.toSettings")}</Link>}
          />
        )}
        <SmsComposeContext.Provider value={compose}>
          <Form<Values> form={form} layout="vertical" initialValues={defaultValues(body)} onFinish={submit}>
            <FormFields schema={body} resource="clients" fields={fields} form={form} labelOf={(field) => actionFieldLabel(t, "clients", "send_sms", field)} />
            <Card size="small" id="sms-recipients" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t("sms_send.recipients")}</h2>}>
              <RecipientsTable value={choice} onChange={chooseRecipients} />
            </Card>
            {missingRecipients && <Alert style={{ marginTop: 16 }} type="error" showIcon message={t("sms_send.noRecipients")} />}
            {outcome?.kind === "refused" && <Alert style={{ marginTop: 16 }} type="error" showIcon id="sms-send-refused" message={outcome.message} />}
            {outcome?.kind === "sent" && (
              <Alert
                style={{ marginTop: 16 }}
                type="success"
                showIcon
                id="sms-send-result"
                message={t("sms_send.queued", answerFigures(outcome.answer))}
                description={answerFigures(outcome.answer).skipped > 0 ? t("sms_send.skipped", answerFigures(outcome.answer)) : undefined}
              />
            )}
            <Flex justify="end" style={{ marginTop: 16 }}>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} disabled={status?.ready === false} id="sms-send-submit" aria-label={t("sms_send.send")}>
                {t("sms_send.send")}
              </Button>
            </Flex>
          </Form>
        </SmsComposeContext.Provider>
        <TemplatesCard />
      </Flex>
    </Card>
  );
};

export default SmsSendPage;
