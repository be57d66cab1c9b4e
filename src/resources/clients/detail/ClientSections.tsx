import { CanAccess } from "@refinedev/core";
import { Card, Flex } from "antd";
import { useTranslation } from "react-i18next";
import ContractLinks from "../../contracts/ContractLinks";
import { ResourceTable } from "../../generic/list/ResourceTable";
import { RecordFieldSections } from "../../generic/show/RecordFieldSections";
import { ClientAppointments } from "./ClientAppointments";
import type { ClientRow } from "./client-row";
import { ClientPhotos } from "./ClientPhotos";

/** The client's records of another resource, read only, under her id. */
const HerRows = ({ resource, clientId }: { resource: string; clientId: number }) => (
  <ResourceTable resource={resource} fixedFilters={{ client_id: clientId }} search={false} rowActions={false} size="small" />
);

/**
 * The client page's sections (spec §2): info (the show page's fields, the figures left to the cards), bank accounts,
 * photos (productimage_permission), payment history, contracts with their print, leased products and appointments;
 * each only for users who may read it.
 */
export const ClientSections = ({ client }: { client: ClientRow }) => {
  const { t } = useTranslation();
  const section = (key: string) => t(`party_detail.sections.${key}`);
  return (
    <Flex vertical gap={16} style={{ marginTop: 24 }}>
      <Card title={section("info")} size="small">
        <RecordFieldSections resource="clients" record={client} without={["accounts", "figures"]} />
      </Card>
      <Card title={section("accounts")} size="small">
        <RecordFieldSections resource="clients" record={client} only={["accounts"]} />
      </Card>
      <CanAccess resource="client_images" action="list">
        <Card title={section("photos")} size="small">
          <ClientPhotos clientId={client.id} name={client.full_name ?? ""} />
        </Card>
      </CanAccess>
      <CanAccess resource="accountings" action="list">
        <Card title={section("payments")} size="small">
          <HerRows resource="accountings" clientId={client.id} />
        </Card>
      </CanAccess>
      <CanAccess resource="contracts" action="list">
        <Card title={section("contracts")} size="small">
          <ContractLinks clientId={client.id} />
        </Card>
      </CanAccess>
      <CanAccess resource="leases" action="list">
        <Card title={section("leases")} size="small">
          <HerRows resource="leases" clientId={client.id} />
        </Card>
      </CanAccess>
      <Card title={section("appointments")} size="small">
        <ClientAppointments clientId={client.id} />
      </Card>
    </Flex>
  );
};
