import { DeleteOutlined } from "@ant-design/icons";
import type { BaseKey } from "@refinedev/core";
import { Button, Modal, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { titleOf } from "../../engine";
import { useRowOperation } from "../generic/actions/use-row-operation";
import { RelatedList } from "../generic/related/RelatedList";

interface ArrivalDatesModalProps {
  productId: BaseKey;
  productName: string;
  open: boolean;
  onClose: () => void;
}

/** Deletes one date by the spec's path (`DELETE newservicedate/:id`), which also moves the product's version on. */
const DeleteDateButton = ({ id }: { id: BaseKey }) => {
  const { t } = useTranslation();
  const { run, pending } = useRowOperation("newservice_dates");
  const label = t("newservices.page.deleteDate");
  return (
    <Popconfirm
      title={t("engine.delete.confirm")}
      okText={t("engine.delete.ok")}
      cancelText={t("engine.delete.cancel")}
      onConfirm={() => run({ id, operation: "", method: "delete", path: `newservicedate/${id}`, success: t("notifications.deleteSuccess", { resource: label }) })}
    >
      <Button size="small" danger icon={<DeleteOutlined />} loading={pending} aria-label={label} title={label} />
    </Popconfirm>
  );
};

/**
 * 'Geliş tarihleri' of one upcoming product: its expected deliveries (date and pieces), added under the product
 * (`POST newservices/:id/dates`) and deleted one by one.
 */
export const ArrivalDatesModal = ({ productId, productName, open, onClose }: ArrivalDatesModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={`${titleOf(t, "newservice_dates", "list")}: ${productName}`}>
      <RelatedList
        resource="newservice_dates"
        parentField="newservice_id"
        parentId={productId}
        search={false}
        size="small"
        createLabel={t("newservices.page.addDate")}
        renderRowActions={(record) => <DeleteDateButton id={record.id} />}
      />
    </Modal>
  );
};
