import { EditOutlined } from "@ant-design/icons";
import { DeleteButton } from "@refinedev/antd";
import { useInvalidate, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { rowAllows } from "../../engine";
import type { RecordAccess } from "../generic/use-record-access";
import BarcodeLabelsButton from "./labels/BarcodeLabelsButton";
import { LeasingButtons } from "./leasing/LeasingButtons";
import TransferButton from "./transfer/TransferButton";

interface ProductRowActionsProps {
  record: BaseRecord & { id: BaseKey };
  access: RecordAccess;
  onEdit: (id: BaseKey) => void;
}

/**
 * What may be done with one of the shop's own products in the management list (spec §6): edit in the product
 * modal, delete to 'Silinen Ürünler' after the spec's question, print its barcode label, send it to a branch, rent it
 * out ('Kirala') and see its rental calendar ('Kiralama Takvimi').
 * The row's `_can` decides (false on another shop's rows).
 */
export const ProductRowActions = ({ record, access, onEdit }: ProductRowActionsProps) => {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const named = (action: "edit" | "delete") => ({ title: t(`buttons.${action}`), "aria-label": t(`buttons.${action}`) });
  const own = access.update && rowAllows(record, "update");
  return (
    <Space size="small" wrap>
      {own && <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(record.id)} {...named("edit")} />}
      {access.delete && rowAllows(record, "delete") && (
        <DeleteButton
          resource="services"
          recordItemId={record.id}
          hideText
          size="small"
          accessControl={{ enabled: false }}
          {...named("delete")}
          confirmTitle={t("services.management.deleteConfirm")}
          confirmOkText={t("engine.delete.ok")}
          confirmCancelText={t("engine.delete.cancel")}
        />
      )}
      {own && <BarcodeLabelsButton productIds={[Number(record.id)]} />}
      {own && <TransferButton product={record} onDone={() => void invalidate({ resource: "services", invalidates: ["list"] })} />}
      {own && <LeasingButtons product={record} />}
    </Space>
  );
};
