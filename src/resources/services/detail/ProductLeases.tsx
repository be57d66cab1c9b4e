import { Alert, Empty, Table } from "antd";
import { useTranslation } from "react-i18next";
import { useResourceSchema } from "../../../engine/schema-context";
import { useListColumns } from "../../generic/list/use-list-columns";
import { LEASES_PER_PAGE, useProductLeases } from "./use-product-leases";

const COLUMNS = ["client_id", "issue_date", "delivery_date", "total_price", "price", "status"] as const;
const NO_ACCESS = { show: false, edit: false, update: false, delete: false };

/** Who rented this product and when, drawn with the leases' own widgets (client names, dates, money, status). */
export const ProductLeases = ({ productId }: { productId: string }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema("leases");
  const columns = useListColumns({ schema, sorters: [], access: NO_ACCESS, allDealers: false, columns: COLUMNS, rowActions: false });
  const { rows, total, page, setPage, loading, failed } = useProductLeases(productId);
  if (failed) return <Alert type="error" showIcon message={t("services.detail.leasesFailed")} />;
  return (
    <Table
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      columns={columns}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("services.detail.noLeases")} /> }}
      pagination={{ current: page, pageSize: LEASES_PER_PAGE, total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
};
