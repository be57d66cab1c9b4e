import { useApiUrl, useCustom, type BaseRecord } from "@refinedev/core";
import { Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../../engine";
import TransferButton from "./TransferButton";

const PER_PAGE = 7;

interface HeldPage {
  data: BaseRecord[];
  total: number;
}

/**
 * The shop's products that branches of its group hold now (`GET /api/services/at-branches`), each with its
 * holder and a take-back button. Shows nothing while none is away.
 */
const AtBranchesPanel = () => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const [page, setPage] = useState(1);
  const { query, result } = useCustom<HeldPage>({ url: `${apiUrl}/services/at-branches`, method: "get", config: { query: { page, perPage: PER_PAGE } } });
  const rows = result.data?.data ?? [];
  const total = result.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <section aria-labelledby="at-branches-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="at-branches-title" style={{ fontSize: 18 }}>
        {t("services.transfer.atBranches")}
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={rows}
        pagination={{ current: page, pageSize: PER_PAGE, total, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: "name", dataIndex: "name", title: fieldLabel(t, "services", "name") },
          { key: "barcode", dataIndex: "barcode", title: fieldLabel(t, "services", "barcode") },
          { key: "holder", dataIndex: "holder_title", title: t("services.transfer.holder") },
          { key: "actions", title: t("services.transfer.actions"), render: (_, row) => <TransferButton product={row} onDone={() => void query.refetch()} /> },
        ]}
      />
    </section>
  );
};

export default AtBranchesPanel;
