import { Button, Modal, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ContractLinks } from "../contracts/ContractLinks";

/**
 * After creation (spec §2): the new order's sale or rent contract and its order contract, each with its print link
 * (`/sozlesme/<public_token>`), edit and delete where the contract allows (helper C's ContractLinks); 'Yeni Satış'
 * empties the page for the next customer.
 */
export const CreatedModal = ({ processId, open, onClose, onNew }: { processId?: number; open: boolean; onClose: () => void; onNew: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t("processes.page.createdTitle")}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onNew}>{t("processes.page.newSale")}</Button>
          <Button onClick={onClose}>{t("processes.page.close")}</Button>
        </Space>
      }
    >
      {processId !== undefined ? <ContractLinks processId={processId} /> : null}
    </Modal>
  );
};
