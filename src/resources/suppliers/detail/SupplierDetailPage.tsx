import { Show } from "@refinedev/antd";
import { CanAccess, type BaseRecord } from "@refinedev/core";
import { EditOutlined, ShoppingOutlined } from "@ant-design/icons";
import { Button, Card, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ResourceFormModal } from "../../generic/form/ResourceFormModal";
import { ResourceTable } from "../../generic/list/ResourceTable";
import { RecordNotFound } from "../../generic/RecordNotFound";
import { PartyCards, SUPPLIER_CARDS } from "../../parties/PartyCards";
import { PdfUrlButton } from "../../parties/PdfUrlButton";
import { RecordFieldSections } from "../../generic/show/RecordFieldSections";
import { usePartyDetails } from "../../parties/use-party-details";

/**
 * `tedarikci/:id` (spec §2 "Suppliers": detail similar to a client). The schema declares that address as the
 * supplier's edit page, so this page takes the `edit` view's place and 'Düzenle' opens the generated edit form in
 * the engine's modal. Cards only where the server sends them (homepage_permission), info, bank accounts, payment
 * history, the report's PDF (`getsupplierreport`) and the way to the purchased products.
 */
const SupplierDetailPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  const details = usePartyDetails<BaseRecord & { id: number; full_name?: string }>("supplier", id);
  const [editing, setEditing] = useState(false);
  if (details.notFound) return <RecordNotFound resource={resource} />;
  const supplier = details.row;
  const section = (key: string) => t(`party_detail.sections.${key}`);
  return (
    <Show resource={resource} breadcrumb={false} isLoading={details.loading} title={supplier?.full_name || t("party_detail.supplierTitle")} headerButtons={() => null}>
      {supplier && (
        <Flex vertical gap={16}>
          {details.cards && <PartyCards keys={SUPPLIER_CARDS} values={details.cards} loading={details.loading} />}
          <Flex wrap gap={8}>
            <PdfUrlButton path={`getsupplierreport/${supplier.id}`} fileName={`tedarikci-raporu-${supplier.id}.pdf`} label={t("party_detail.buttons.supplierReport")} />
            <Button icon={<ShoppingOutlined />} onClick={() => navigate(`/tedarikci/${supplier.id}/urunler`)}>
              {t("party_detail.buttons.supplierProducts")}
            </Button>
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t("party_detail.buttons.edit")}
            </Button>
          </Flex>
          <Card title={section("info")} size="small">
            <RecordFieldSections resource={resource} record={supplier} without={["accounts", "figures"]} />
          </Card>
          <Card title={section("accounts")} size="small">
            <RecordFieldSections resource={resource} record={supplier} only={["accounts"]} />
          </Card>
          <CanAccess resource="accountings" action="list">
            <Card title={section("payments")} size="small">
              <ResourceTable resource="accountings" fixedFilters={{ supplier_id: supplier.id }} search={false} rowActions={false} size="small" />
            </Card>
          </CanAccess>
        </Flex>
      )}
      <ResourceFormModal resource={resource} action="edit" id={id} open={editing} onClose={() => setEditing(false)} onSaved={details.refetch} />
    </Show>
  );
};

export default SupplierDetailPage;
