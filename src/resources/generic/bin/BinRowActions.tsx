import { DeleteOutlined, UndoOutlined } from "@ant-design/icons";
import type { BaseKey } from "@refinedev/core";
import { Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useRowOperation } from "../actions/use-row-operation";

/**
 * A binned row's restore and purge. Purging cannot be undone, so it asks first, in the resource's own words
 * (`<name>.bin.confirmPurge`) where it has them; a resource that words a restore question
 * (`<name>.bin.confirmRestore`, the catalog's) asks it before restoring. A row that others still point at answers
 * 409 to the purge, whose message the toast shows.
 */
export const BinRowActions = ({ resource, id }: { resource: string; id: BaseKey }) => {
  const { t, i18n } = useTranslation();
  const { run, pending } = useRowOperation(resource);
  const restore = () => run({ id, operation: "restore", method: "post", success: t("engine.bin.restored") });
  const restoreQuestion = i18n.exists(`${resource}.bin.confirmRestore`) ? t(`${resource}.bin.confirmRestore`) : undefined;
  const purgeQuestion = i18n.exists(`${resource}.bin.confirmPurge`) ? t(`${resource}.bin.confirmPurge`) : t("engine.bin.purgeConfirm");
  const restoreButton = (
    <Button size="small" icon={<UndoOutlined />} loading={pending} onClick={restoreQuestion ? undefined : restore}>
      {t("engine.bin.restore")}
    </Button>
  );
  return (
    <Space size="small">
      {restoreQuestion ? (
        <Popconfirm title={restoreQuestion} okText={t("engine.delete.ok")} cancelText={t("engine.delete.cancel")} onConfirm={restore}>
          {restoreButton}
        </Popconfirm>
      ) : (
        restoreButton
      )}
      <Popconfirm
        title={purgeQuestion}
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
