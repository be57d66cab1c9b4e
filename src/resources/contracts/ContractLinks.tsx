import { DeleteOutlined, EditOutlined, PrinterOutlined } from "@ant-design/icons";
import { useApiUrl, useCustomMutation, useInvalidate, useList, useNotification, type BaseRecord } from "@refinedev/core";
import { App, Button, Empty, List, Modal, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyRichTextEditor } from "../../widgets/html";

/** A contract as the list answers it (`GET /api/contracts?process_id=`). */
export interface ContractRow extends BaseRecord {
  id: number;
  title: string;
  kind: string;
  html: string;
  public_token: string | null;
  _can?: { update?: boolean; delete?: boolean };
}

/** Where a contract prints without signing in (src/pages/contract-print). */
export const contractPrintPath = (token: string) => `/sozlesme/${encodeURIComponent(token)}`;

/** The contract editor's height (spec §9). */
const EDITOR_HEIGHT = 500;

export interface ContractLinksProps {
  /** The order's contracts … */
  processId?: number;
  /** … or the client's. */
  clientId?: number;
}

/**
 * The contracts of an order (or a client): 'Yazdır' opens the print page in a new tab; edit (a modal with the editor,
 * where the row's `_can.update` allows: made from 2024-12-03 on) and delete (an order contract linked to its order,
 * `_can.delete`) after the spec's confirmation. The quick sale's "created" modal shows it.
 */
export const ContractLinks = ({ processId, clientId }: ContractLinksProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { modal } = App.useApp();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<ContractRow | null>(null);
  const [content, setContent] = useState("");
  const { mutateAsync, mutation } = useCustomMutation<{ message?: string }>();
  const filter = processId !== undefined ? { field: "process_id", value: processId } : { field: "client_id", value: clientId };
  const { result, query } = useList<ContractRow>({
    resource: "contracts",
    filters: [{ field: filter.field, operator: "eq", value: filter.value }],
    pagination: { currentPage: 1, pageSize: 50 },
    sorters: [{ field: "created_at", order: "asc" }],
    queryOptions: { enabled: filter.value !== undefined },
  });
  const rows = result.data ?? [];
  const refresh = () => invalidate({ resource: "contracts", invalidates: ["list", "many", "detail"] });

  const send = async (url: string, values: Record<string, unknown>, fallback: string) => {
    try {
      const answer = await mutateAsync({ url: `${apiUrl}/${url}`, method: "post", values, successNotification: false, errorNotification: false });
      open?.({ type: "success", message: answer.data?.message ?? fallback, key: url });
      await refresh();
      return true;
    } catch (error) {
      open?.({ type: "error", message: (error as { message?: string }).message ?? fallback, key: `${url}-refused` });
      return false;
    }
  };

  const confirmDelete = (row: ContractRow) =>
    modal.confirm({
      title: t("contracts.deleteTitle"),
      content: t("contracts.deleteConfirm"),
      okText: t("contracts.actions.delete"),
      okButtonProps: { danger: true },
      cancelText: t("contracts.actions.cancel"),
      onOk: () => send(`profile/delete-order-contract/${row.id}`, {}, t("contracts.deleted")),
    });

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("contracts.none")} />;

  return (
    <>
      <List
        size="small"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item
            key={row.id}
            actions={[
              <Button
                key="print"
                type="primary"
                icon={<PrinterOutlined />}
                disabled={!row.public_token}
                href={row.public_token ? contractPrintPath(row.public_token) : undefined}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("contracts.actions.print")}
              </Button>,
              ...(row._can?.update
                ? [
                    <Button
                      key="edit"
                      icon={<EditOutlined />}
                      onClick={() => {
                        setContent(row.html ?? "");
                        setEditing(row);
                      }}
                    >
                      {t("contracts.actions.edit")}
                    </Button>,
                  ]
                : []),
              ...(row._can?.delete
                ? [
                    <Button key="delete" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(row)}>
                      {t("contracts.actions.delete")}
                    </Button>,
                  ]
                : []),
            ]}
          >
            {row.title}
          </List.Item>
        )}
      />
      <Modal
        open={editing !== null}
        title={editing ? `${editing.title} – ${t("contracts.titles.edit")}` : ""}
        width={900}
        destroyOnHidden
        okText={t("contracts.actions.save")}
        cancelText={t("contracts.actions.cancel")}
        confirmLoading={mutation.isPending}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          if (editing && (await send(`profile/order-contract/${editing.id}`, { content }, t("contracts.saved")))) setEditing(null);
        }}
      >
        <Space direction="vertical" style={{ width: "100%" }}>
          {editing && <LazyRichTextEditor value={content} onChange={setContent} height={EDITOR_HEIGHT} ariaLabel={editing.title} />}
        </Space>
      </Modal>
    </>
  );
};

export default ContractLinks;
