import type { BaseRecord } from "@refinedev/core";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../engine";
import { SCAN_PAGE_SIZE, type ScanAnswer, type ScanLine } from "./use-surplus-scan";

interface SurplusTablesProps {
  answer: ScanAnswer;
  loading: boolean;
  onPage: (page: number) => void;
  onMissingPage: (page: number) => void;
}

const pager = (current: number, total: number, onChange: (page: number) => void) => ({ current, total, pageSize: SCAN_PAGE_SIZE, onChange, showSizeChanger: false });

/** The scan, line by line (matched or surplus), then the stock count: products on the shelf nobody scanned. */
export const SurplusTables = ({ answer, loading, onPage, onMissingPage }: SurplusTablesProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Table<ScanLine>
        data-testid="surplus-scan-table"
        rowKey="barcode"
        size="small"
        loading={loading}
        dataSource={answer.data}
        pagination={pager(answer.current_page, answer.total, onPage)}
        columns={[
          { key: "barcode", dataIndex: "barcode", title: fieldLabel(t, "services", "barcode") },
          { key: "name", dataIndex: "name", title: t("services.surplus.productName"), render: (name: string | null) => name ?? "—" },
          {
            key: "matched",
            dataIndex: "matched",
            title: t("services.surplus.status"),
            render: (matched: boolean) => <Tag color={matched ? "green" : "red"}>{t(matched ? "services.surplus.matchedTag" : "services.surplus.unmatchedTag")}</Tag>,
          },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t("services.surplus.missingTitle", { count: answer.counts.missing })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("services.surplus.missingHint")}</Typography.Paragraph>
      <Table<BaseRecord>
        data-testid="surplus-missing-table"
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={answer.missing.data}
        pagination={pager(answer.missing.current_page, answer.missing.total, onMissingPage)}
        columns={[
          { key: "name", dataIndex: "name", title: fieldLabel(t, "services", "name") },
          { key: "barcode", dataIndex: "barcode", title: fieldLabel(t, "services", "barcode") },
          { key: "stock", dataIndex: "stock", title: fieldLabel(t, "services", "stock"), render: (stock: number) => (stock === -1 ? t("services.surplus.unlimited") : stock) },
        ]}
      />
    </>
  );
};
