import { Alert, Form, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBranches } from "./use-branches";

interface SendToBranchModalProps {
  productName: string;
  open: boolean;
  sending: boolean;
  onSend: (branchId: number) => void;
  onClose: () => void;
}

/** Picks the branch of the group a product goes to; says so when the shop has no branch to send to. */
export const SendToBranchModal = ({ productName, open, sending, onSend, onClose }: SendToBranchModalProps) => {
  const { t } = useTranslation();
  const { branches, loading } = useBranches(open);
  const [branch, setBranch] = useState<number>();
  return (
    <Modal
      open={open}
      title={t("services.transfer.sendTitle", { name: productName })}
      okText={t("services.transfer.send")}
      cancelText={t("services.transfer.cancel")}
      okButtonProps={{ disabled: branch === undefined, loading: sending }}
      onOk={() => branch !== undefined && onSend(branch)}
      onCancel={onClose}
      destroyOnHidden
    >
      {!loading && branches.length === 0 ? (
        <Alert type="info" showIcon message={t("services.transfer.noBranches")} />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t("services.transfer.branch")} htmlFor="transfer-branch">
            <Select
              id="transfer-branch"
              loading={loading}
              value={branch}
              onChange={setBranch}
              placeholder={t("services.transfer.chooseBranch")}
              options={branches.map((item) => ({ value: item.id, label: item.title }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};
