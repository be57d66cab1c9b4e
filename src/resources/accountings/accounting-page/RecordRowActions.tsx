import { DeleteOutlined, EditOutlined, EyeOutlined, LockOutlined } from "@ant-design/icons";
import { useDelete, type HttpError } from "@refinedev/core";
import { Button, Popconfirm, Space, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { actionAllowed, actionLabel, rowAllows } from "../../../engine";
import { useRowOperation } from "../../generic/actions/use-row-operation";
import type { RecordAccess } from "../../generic/use-record-access";
import { ACCOUNTINGS, type AccountingRow } from "../shared/api";
import type { SettleAction } from "./settle-values";

export interface RowHandlers {
  onShow: (record: AccountingRow) => void;
  onEdit: (record: AccountingRow) => void;
  onSettle: (record: AccountingRow, action: SettleAction) => void;
  /** After a reversal: the user enters the right record. */
  onReversed: (record: AccountingRow) => void;
  /** After any write: the cards and the other tables are read again. */
  onChanged: () => void;
}

interface RecordRowActionsProps extends RowHandlers {
  record: AccountingRow;
  access: RecordAccess;
}

/**
 * A record's actions on the accounting page, each as its `_can` allows: detail; edit and delete (with the spec's
 * question) while its day is open; 'Ödeme Alındı' on an open credit, 'Ödemeyi Tamamla' on an open debt. A record of
 * a closed day says so instead of offering edit and delete, and offers 'Düzelt' (its reversal) after a question.
 */
export const RecordRowActions = ({ record, access, onShow, onEdit, onSettle, onReversed, onChanged }: RecordRowActionsProps) => {
  const { t } = useTranslation();
  const { run, pending } = useRowOperation(ACCOUNTINGS);
  const { mutate: remove, mutation: removal } = useDelete<AccountingRow, HttpError>();
  const closed = record.day_closed === true;
  const named = (label: string) => ({ title: label, "aria-label": label });
  const reverse = actionLabel(t, ACCOUNTINGS, "reverse");
  return (
    <Space size="small" wrap>
      <Button size="small" icon={<EyeOutlined />} onClick={() => onShow(record)} {...named(t("accounting_page.actions.detail"))} />
      {!closed && access.update && rowAllows(record, "update") && (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(record)} {...named(t("buttons.edit"))} />
      )}
      {!closed && access.delete && rowAllows(record, "delete") && (
        <Popconfirm
          title={t("accounting_page.delete.confirm")}
          okText={t("engine.delete.ok")}
          cancelText={t("engine.delete.cancel")}
          onConfirm={() =>
            remove(
              {
                resource: ACCOUNTINGS,
                id: record.id,
                successNotification: () => ({ type: "success", message: t("accounting_page.delete.done") }),
                // A closed day (409) and every other refusal say the server's own words.
                errorNotification: (error) => ({ type: "error", message: error?.message || t("errors.unexpected") }),
              },
              { onSuccess: onChanged },
            )
          }
        >
          <Button size="small" danger icon={<DeleteOutlined />} loading={removal.isPending} {...named(t("buttons.delete"))} />
        </Popconfirm>
      )}
      {closed && (
        <Tooltip title={t("accounting_page.closed.why")}>
          <Tag icon={<LockOutlined />} role="note" tabIndex={0} aria-label={`${t("accounting_page.closed.label")}: ${t("accounting_page.closed.why")}`}>
            {t("accounting_page.closed.label")}
          </Tag>
        </Tooltip>
      )}
      {closed && actionAllowed(record, "reverse") && (
        <Popconfirm
          title={t("accounting_page.reverse.confirm")}
          okText={reverse}
          cancelText={t("engine.delete.cancel")}
          onConfirm={() =>
            run(
              { id: record.id, operation: "reverse", method: "post", success: t("accounting_page.reverse.done") },
              {
                onSuccess: () => {
                  onChanged();
                  onReversed(record);
                },
              },
            )
          }
        >
          <Button size="small" loading={pending}>
            {reverse}
          </Button>
        </Popconfirm>
      )}
      {actionAllowed(record, "receive") && (
        <Button size="small" type="primary" ghost onClick={() => onSettle(record, "receive")}>
          {actionLabel(t, ACCOUNTINGS, "receive")}
        </Button>
      )}
      {actionAllowed(record, "complete") && (
        <Button size="small" type="primary" ghost onClick={() => onSettle(record, "complete")}>
          {actionLabel(t, ACCOUNTINGS, "complete")}
        </Button>
      )}
    </Space>
  );
};
