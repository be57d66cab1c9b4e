import { CreateButton, List } from "@refinedev/antd";
import { useSyncWithLocation, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { fieldLabel, titleOf } from "../../engine";
import { ResourceTable, type ResourceColumn } from "../generic/list/ResourceTable";
import { ProposalRowActions } from "./ProposalRowActions";

/** A quote's day as the shop reads it (spec §2: the date in Turkish order, dd.mm.yyyy). */
export const proposalDate = (value: unknown): string => (typeof value === "string" && value ? new Date(value).toLocaleDateString("tr-TR") : "");

/**
 * 'Teklifler' (spec §2 "Quotes"): the four cards (Bugün, Bu Hafta, Bu Ay, Tümü), search, 'Teklif Ekle', the table of
 * name, phone, date and status, and each row's actions; 'Henüz bir şey eklenmemiş!' while there is none.
 */
const ProposalsPage = () => {
  const { t } = useTranslation();
  const { syncWithLocation } = useSyncWithLocation();
  const columns: ResourceColumn[] = [
    "customer_name",
    "phone",
    { key: "created_at", dataIndex: "created_at", title: fieldLabel(t, "proposals", "created_at"), render: (value: unknown) => proposalDate(value) },
    "status",
  ];
  return (
    <List resource="proposals" breadcrumb={false} title={titleOf(t, "proposals", "list")} headerButtons={() => (
        <CreateButton resource="proposals" aria-label={titleOf(t, "proposals", "create")}>
          {titleOf(t, "proposals", "create")}
        </CreateButton>
      )}>
      <ResourceTable
        resource="proposals"
        counters
        syncWithLocation={syncWithLocation}
        columns={columns}
        emptyText={t("proposals.empty")}
        renderRowActions={(record: BaseRecord & { id: NonNullable<BaseRecord["id"]> }) => <ProposalRowActions record={record} />}
      />
    </List>
  );
};

export default ProposalsPage;
