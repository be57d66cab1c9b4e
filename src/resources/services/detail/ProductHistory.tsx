import { Alert, Empty, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../../accountings/cash/ScrollRegion";
import { formatDay, HISTORY_PER_PAGE, useProductHistory, type HistoryRow } from "./use-whereabouts";

const KIND_COLORS = { lease: "blue", tailor: "purple", dry: "cyan" } as const;

/** The product's history over every booking kind (rents, the tailor, dry cleaning), newest first, seven a page. */
export const ProductHistory = ({ productId }: { productId: string }) => {
  const { t } = useTranslation();
  const { rows, total, page, setPage, loading, failed } = useProductHistory(productId);
  if (failed) return <Alert type="error" showIcon message={t("services.whereabouts.historyFailed")} />;
  const label = (key: string) => t(`services.whereabouts.columns.${key}`);
  const columns: ColumnsType<HistoryRow> = [
    { key: "kind", title: label("kind"), render: (_, row) => <Tag color={KIND_COLORS[row.kind]}>{t(`services.whereabouts.kinds.${row.kind}`)}</Tag> },
    { key: "party", title: label("party"), render: (_, row) => row.party?.full_name ?? "" },
    { key: "issue_date", title: label("issue_date"), render: (_, row) => formatDay(row.issue_date) },
    { key: "delivery_date", title: label("delivery_date"), render: (_, row) => formatDay(row.delivery_date) },
    {
      key: "status",
      title: label("status"),
      render: (_, row) => (
        <>
          <Tag color={row.status === "active" ? "orange" : "green"}>{t(`services.whereabouts.statuses.${row.status === "active" ? "active" : "returned"}`)}</Tag>
          {row.overdue ? <Tag color="red">{t("services.whereabouts.overdue")}</Tag> : null}
        </>
      ),
    },
    { key: "delivered_date", title: label("delivered_date"), render: (_, row) => formatDay(row.delivered_date) },
  ];
  return (
    <ScrollRegion label={t("services.whereabouts.history")}>
      <Table<HistoryRow>
        rowKey={(row) => `${row.kind}-${row.id}`}
        size="small"
        style={WIDE_TABLE_STYLE}
        loading={loading}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("services.whereabouts.noHistory")} /> }}
        pagination={{ current: page, pageSize: HISTORY_PER_PAGE, total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </ScrollRegion>
  );
};
