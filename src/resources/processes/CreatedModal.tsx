import { useList } from "@refinedev/core";
import { Button, Modal, Space, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";

interface ContractRow {
  id: number;
  kind?: string;
  title?: string;
  public_token?: string;
}

/** The print page of a contract: its unguessable token, never its id. */
export const contractPrintPath = (token: string): string => `/sozlesme/${encodeURIComponent(token)}`;

/**
 * After creation (spec §2): the sale or rent contract and the order contract of the new order, each a link to its
 * print page (`GET /api/contracts?process_id=<id>`).
 */
export const CreatedModal = ({ processId, open, onClose, onNew }: { processId?: number; open: boolean; onClose: () => void; onNew: () => void }) => {
  const { t } = useTranslation();
  const { result, query } = useList<ContractRow>({
    resource: "contracts",
    filters: [{ field: "process_id", operator: "eq", value: processId }],
    pagination: { currentPage: 1, pageSize: 10 },
    queryOptions: { enabled: open && processId !== undefined },
    errorNotification: false,
  });
  const rows = result?.data ?? [];
  const saleRent = rows.find((row) => row.kind === "sales" || row.kind === "lease");
  const order = rows.find((row) => row.kind === "order");
  const link = (row: ContractRow | undefined, text: string) =>
    row?.public_token ? (
      <Button type="primary" href={contractPrintPath(row.public_token)} target="_blank" rel="noopener noreferrer">
        {text}
      </Button>
    ) : null;
  return (
    <Modal open={open} title={t("processes.page.createdTitle")} onCancel={onClose} footer={
        <Space>
          <Button onClick={onNew}>{t("processes.page.newSale")}</Button>
          <Button onClick={onClose}>{t("processes.page.close")}</Button>
        </Space>
      }>
      {query.isLoading ? (
        <Spin />
      ) : saleRent || order ? (
        <Space wrap>
          {link(saleRent, t("processes.page.saleRentContract"))}
          {link(order, t("processes.page.orderContract"))}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t("processes.page.noContracts")}</Typography.Text>
      )}
    </Modal>
  );
};
