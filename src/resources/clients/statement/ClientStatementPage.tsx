import { ArrowLeftOutlined } from "@ant-design/icons";
import { useApiUrl, useCustom } from "@refinedev/core";
import { Button, Card, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { PdfUrlButton } from "../../parties/PdfUrlButton";
import { StatementTable, type Statement } from "../../parties/StatementTable";
import { usePartyDetails } from "../../parties/use-party-details";
import type { ClientRow } from "../detail/client-row";

/**
 * `musteri-detay/:id` ('Detaylı Rapor'): the client's account statement (`GET /client-statement/:id`) with the running
 * balance and totals, and its PDF (`GET /getsinglereport/:id` → a short-lived address, saved as a file).
 */
const ClientStatementPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apiUrl = useApiUrl();
  const { id } = useParams<{ id: string }>();
  const { row } = usePartyDetails<ClientRow>("client", id);
  const { query, result } = useCustom<Statement>({ url: `${apiUrl}/client-statement/${id}`, method: "get", queryOptions: { retry: false }, errorNotification: false });
  const gone = (query.error as { statusCode?: number } | null)?.statusCode === 404;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {t("party_detail.statement.title")}
            {row?.full_name ? ` – ${row.full_name}` : ""}
          </Typography.Title>
          <Flex wrap gap={8}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/musteri/${id}`)}>
              {t("party_detail.buttons.back")}
            </Button>
            {!gone && <PdfUrlButton path={`getsinglereport/${id}`} fileName={`hesap-ekstresi-${id}.pdf`} />}
          </Flex>
        </Flex>
        {gone ? <Typography.Text type="danger">{t("clients.deleted")}</Typography.Text> : <StatementTable statement={query.isSuccess ? result.data : undefined} loading={query.isLoading} />}
      </Flex>
    </Card>
  );
};

export default ClientStatementPage;
