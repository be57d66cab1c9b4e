import { RollbackOutlined, SendOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SendToBranchModal } from "./SendToBranchModal";
import { useTransfer } from "./use-transfer";

type Row = BaseRecord;

/**
 * Spec §4 "Product transfer": on the shop's own product, 'send to branch' (a dialog picks the branch); on a
 * product of the shop's held at a branch (a row of the held-at-branches panel, which names its holder), 'take
 * back'. A product a branch sent here (`old_company_id` set) is its owner's to move: no button.
 */
const TransferButton = ({ product, onDone }: { product: Row; onDone: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { transfer, sending } = useTransfer(() => {
    setOpen(false);
    onDone();
  });
  const service = Number(product.id);
  if (product.holder_id !== undefined) {
    return (
      <Popconfirm
        title={t("services.transfer.takeBackConfirm", { branch: product.holder_title })}
        okText={t("services.transfer.takeBack")}
        cancelText={t("services.transfer.cancel")}
        onConfirm={() => transfer({ service, type: "get" })}
      >
        <Button size="small" icon={<RollbackOutlined />} loading={sending}>
          {t("services.transfer.takeBack")}
        </Button>
      </Popconfirm>
    );
  }
  if (product.old_company_id !== null && product.old_company_id !== undefined) return null;
  const label = t("services.transfer.sendToBranch");
  return (
    <>
      <Button size="small" icon={<SendOutlined />} title={label} aria-label={label} onClick={() => setOpen(true)} />
      {open && (
        <SendToBranchModal
          productName={String(product.name ?? "")}
          open={open}
          sending={sending}
          onSend={(branch) => transfer({ service, type: "send", company_id: branch })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

export default TransferButton;
