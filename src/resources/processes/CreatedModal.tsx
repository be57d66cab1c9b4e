import { useCan, useOne } from "@refinedev/core";
import { Button, Modal, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContractLinks } from "../contracts/ContractLinks";

/**
 * After creation (spec §2): the new order's sale or rent contract and its order contract, each with its print link
 * (`/sozlesme/<public_token>`), edit and delete where the contract allows (helper C's ContractLinks); 'Yeni Satış'
 * empties the page for the next customer.
 */
export const CreatedModal = ({ processId, open, onClose, onNew }: { processId?: number; open: boolean; onClose: () => void; onNew: () => void }) => {
  const { t } = useTranslation();
  // A sale with a gown (is_dress) offers its measurement sheet to whoever may enter one (tailor_permission).
  const canMeasure = useCan({ resource: "dimensions", action: "create" }).data?.can === true;
  const { result: created } = useOne({ resource: "processes", id: processId ?? "", queryOptions: { enabled: open && processId !== undefined && canMeasure }, errorNotification: false });
  const offerSheet = canMeasure && processId !== undefined && created?.is_dress === true;
  return (
    <Modal
      open={open}
      title={t("processes.page.createdTitle")}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {offerSheet && (
            <Link to={`/olcu-gir?process_id=${processId}`}>
              <Button type="primary">{t("processes.page.measurements")}</Button>
            </Link>
          )}
          <Button onClick={onNew}>{t("processes.page.newSale")}</Button>
          <Button onClick={onClose}>{t("processes.page.close")}</Button>
        </Space>
      }
    >
      {processId !== undefined ? <ContractLinks processId={processId} /> : null}
    </Modal>
  );
};
