import { DeleteOutlined, UndoOutlined } from "@ant-design/icons";
import type { BaseKey } from "@refinedev/core";
import { Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useRowOperation } from "../actions/use-row-operation";

/**
 * A binned row's restore and purge. Purging cannot be undone, so it asks first; a row that others still
 * point at answers 409, whose message the toast shows.
 */
export const BinRowActions = ({ resource, id }: { resource: string; id: BaseKey }) => {
  const { t } = useTranslation();
  const { run, pending } = useRowOperation(resource);
  return (
    <Space size="small">
      <Button
        size="small"
        icon={<UndoOutlined />}
        loading={pending}
        onClick={() => run({ id, operation: "restore", method: "post", success: t("engine.bin.restored") })}
      >
        {t("engine.bin.restore")}
      </Button>
      <Popconfirm
        title={t("engine.bin.purgeConfirm")}
        okText={t("engine.delete.ok")}
        okButtonProps={{ danger: true }}
        cancelText={t("engine.delete.cancel")}
        onConfirm={() => run({ id, operation: "purge", method: "delete", success: t("engine.bin.purged") })}
      >
        <Button size="small" danger icon={<DeleteOutlined />} loading={pending}>
          {t("engine.bin.purge")}
        </Button>
      </Popconfirm>
    </Space>
  );
};
