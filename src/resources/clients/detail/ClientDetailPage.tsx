import { Show } from "@refinedev/antd";
import { Alert, Button, Flex, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PartyCards, CLIENT_CARDS } from "../../parties/PartyCards";
import { usePartyDetails } from "../../parties/use-party-details";
import { ClientButtons } from "./ClientButtons";
import { ClientExtraCards } from "./ClientExtraCards";
import type { ClientRow } from "./client-row";
import { ClientSections } from "./ClientSections";

/** A client that is gone (deleted, or another shop's): the spec's 'Müşteri Silinmiş' and the way back to the list. */
const ClientGone = () => {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t("clients.deleted")}
      subTitle={t("engine.notFound.subtitle")}
      extra={
        <Button type="primary">
          <Link to="/musteri-yonetimi">{t("engine.notFound.back")}</Link>
        </Button>
      }
    />
  );
};

/**
 * `musteri/:id` (spec §2 "Clients" detail): the six cards from her records (`GET /client-details/:id`), the buttons,
 * the sections and the cards other parts add (ClientExtraCards). An erased client (KVKK) says so and offers no SMS.
 */
const ClientDetailPage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const details = usePartyDetails<ClientRow>("client", id);
  if (details.notFound) return <ClientGone />;
  const client = details.row;
  return (
    <Show resource="clients" recordItemId={id} breadcrumb={false} isLoading={details.loading} title={client?.full_name || t("clients.titles.show")} headerButtons={() => null}>
      {details.failed && <Alert type="error" showIcon message={t("accounting_reports.pdf.failed")} />}
      {client && (
        <Flex vertical gap={16}>
          {client.erased_at && <Alert type="warning" showIcon message={t("party_detail.erased.title")} description={t("party_detail.erased.text")} />}
          <PartyCards keys={CLIENT_CARDS} values={details.cards} loading={details.loading} />
          <ClientButtons client={client} onSaved={details.refetch} />
          <ClientSections client={client} />
          <ClientExtraCards client={client} onChanged={details.refetch} />
        </Flex>
      )}
    </Show>
  );
};

export default ClientDetailPage;
