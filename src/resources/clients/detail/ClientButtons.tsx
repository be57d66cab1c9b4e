import { DollarOutlined, EditOutlined, FileTextOutlined, PlusOutlined, ShoppingOutlined } from "@ant-design/icons";
import { CanAccess } from "@refinedev/core";
import { Button, Flex } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ResourceActionButtons } from "../../generic/actions/ResourceActionButtons";
import type { ClientRow } from "./client-row";
import { MeasurementsButton } from "./MeasurementsButton";

// The accounting modals come with their forms only when opened.
const InterimPaymentModal = lazy(() => import("../../accountings/interim-payment/InterimPaymentModal"));
const CreateRecordModal = lazy(() => import("../../accountings/record-modal/CreateRecordModal"));

/**
 * The client page's buttons (spec §2): measurements, SMS (the clients' `send_sms` action, where her row allows it),
 * detailed report, interim payment and create record (preset to her), her products and edit. An erased client
 * (KVKK) gets no SMS.
 */
export const ClientButtons = ({ client, onSaved }: { client: ClientRow; onSaved: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [modal, setModal] = useState<"interim" | "record">();
  const party = { client_id: client.id };
  const erased = Boolean(client.erased_at);
  return (
    <Flex wrap gap={8}>
      <CanAccess resource="dimensions" action="list">
        <MeasurementsButton clientId={client.id} />
      </CanAccess>
      {!erased && <ResourceActionButtons resource="clients" record={client} />}
      <Button icon={<FileTextOutlined />} onClick={() => navigate(`/musteri-detay/${client.id}`)}>
        {t("party_detail.buttons.report")}
      </Button>
      <CanAccess resource="accountings" action="create">
        <Button icon={<DollarOutlined />} onClick={() => setModal("interim")}>
          {t("party_detail.buttons.interim")}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => setModal("record")}>
          {t("party_detail.buttons.record")}
        </Button>
      </CanAccess>
      <Button icon={<ShoppingOutlined />} onClick={() => navigate(`/musteri/${client.id}/urunler`)}>
        {t("party_detail.buttons.clientProducts")}
      </Button>
      <CanAccess resource="clients" action="edit">
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/musteri-duzenle/${client.id}`)}>
          {t("party_detail.buttons.edit")}
        </Button>
      </CanAccess>
      <Suspense fallback={null}>
        {modal === "interim" && <InterimPaymentModal open party={party} onClose={() => setModal(undefined)} onSaved={onSaved} />}
        {modal === "record" && <CreateRecordModal open party={party} onClose={() => setModal(undefined)} onSaved={onSaved} />}
      </Suspense>
    </Flex>
  );
};
