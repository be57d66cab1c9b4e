import { useGetIdentity } from "@refinedev/core";
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isOperator } from "../../../domain/permissions";
import { formatDate } from "../../../engine/format";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import type { Identity } from "../../../providers/session";
import { applyServerErrors } from "../../../pages/server-errors";
import { PageLoading } from "../../generic/PageLoading";
import { LEDGER_PER_PAGE, useGrantSmsCredits, useSmsCreditLedger, type SmsCreditEntry } from "./use-sms-credits";

interface GrantValues {
  amount: number;
  note?: string;
}

/** The largest grant the server takes at once. */
export const MAX_GRANT = 1_000_000;

export const Credits = ({ identity }: { identity: Identity }) => {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<number>();
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<GrantValues>();
  const { ledger, loading, failed, reload } = useSmsCreditLedger(companyId, page);
  const { grant, pending } = useGrantSmsCredits();

  const submit = async ({ amount, note }: GrantValues) => {
    if (companyId === undefined) return;
    try {
      await grant({ company_id: companyId, amount, ...(note ? { note } : {}) }, (balance) => t("sms_pages.credits.granted", { amount, balance }));
      form.resetFields();
      setPage(1);
      reload();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Card title={<h1 style={{ margin: 0, font: "inherit" }}>{t("sms_pages.credits.title")}</h1>}>
      <Form<GrantValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} id="sms-credits-form">
        <Form.Item label={t("sms_pages.credits.company")} htmlFor="sms-credits-company" required>
          <Select
            id="sms-credits-company"
            showSearch
            optionFilterProp="label"
            value={companyId}
            placeholder={t("sms_pages.credits.pickCompany")}
            onChange={(id: number) => {
              setCompanyId(id);
              setPage(1);
            }}
            options={identity.companies.map((company) => ({ value: company.id, label: company.full_name }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t("sms_pages.credits.amount")} rules={[{ required: true, message: t("engine.validation.required") }]}>
          <InputNumber min={1} max={MAX_GRANT} precision={0} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="note" label={t("sms_pages.credits.note")}>
          <Input maxLength={500} />
        </Form.Item>
        <Flex justify="end">
          <Button type="primary" htmlType="submit" loading={pending} disabled={companyId === undefined}>
            {t("sms_pages.credits.grant")}
          </Button>
        </Flex>
      </Form>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t("sms_pages.credits.ledger")}
      </Typography.Title>
      {companyId === undefined ? (
        <Typography.Text type="secondary">{t("sms_pages.credits.pickCompany")}</Typography.Text>
      ) : failed ? (
        <Alert type="error" showIcon message={t("errors.unexpected")} />
      ) : (
        <Table<SmsCreditEntry>
          id="sms-credits-ledger"
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={ledger?.data ?? []}
          locale={{ emptyText: t("sms_pages.credits.empty") }}
          pagination={{ current: page, pageSize: LEDGER_PER_PAGE, total: ledger?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { key: "created_at", dataIndex: "created_at", title: t("sms_pages.credits.columns.created_at"), render: (value: string) => formatDate(value, true) },
            { key: "delta", dataIndex: "delta", title: t("sms_pages.credits.columns.delta"), align: "right", render: (value: number) => (value > 0 ? `+${value}` : String(value)) },
            { key: "reason", dataIndex: "reason", title: t("sms_pages.credits.columns.reason"), render: (value: string) => t(`sms_pages.credits.reasons.${value}`, { defaultValue: value }) },
            { key: "note", dataIndex: "note", title: t("sms_pages.credits.columns.note") },
            { key: "balance", dataIndex: "balance", title: t("sms_pages.credits.columns.balance"), align: "right" },
          ]}
        />
      )}
    </Card>
  );
};

/** 'SMS Kredileri' (`/sms-kredileri`): operators pick a company, grant it credits with a note, and see its ledger. */
const SmsCreditsPage = () => {
  const { data: identity, isLoading } = useGetIdentity<Identity>();
  if (isLoading) return <PageLoading />;
  if (!identity || !isOperator(identity)) return <ForbiddenPage />;
  return <Credits identity={identity} />;
};

export default SmsCreditsPage;
