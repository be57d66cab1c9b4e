import { PlusOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Alert, Button, Empty, Flex, Modal, Statistic, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldLabel, formatDate, formatMoney } from "../../../engine";
import { Pager } from "../../../widgets/pager/Pager";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../../accountings/cash/ScrollRegion";
import type { EmployeeRow } from "../texts";
import { CommissionFormModal } from "./CommissionFormModal";
import { COMMISSIONS_PER_PAGE, useEmployeeCommissions, type CommissionEntry } from "./use-employee-commissions";

/** 'Primler': the employee's commission entries with their sums, and 'Prim Ekle' for one by hand. */
export const CommissionsModal = ({ employee, onClose }: { employee: EmployeeRow; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { commissions, loading, failed, reload } = useEmployeeCommissions(employee.id, page);
  const canAdd = useCan({ resource: "commissions", action: "create" }).data?.can === true;
  const money = (value: string | undefined) => (value === undefined ? "" : formatMoney(value, i18n.language));
  const label = (field: string) => fieldLabel(t, "commissions", field);
  const title = t("employees_page.ofEmployee", { title: t("employees_page.actions.commissions"), name: employee.full_name ?? "" });
  return (
    <Modal open onCancel={onClose} footer={null} destroyOnHidden title={title} width={760}>
      <Flex vertical gap={16}>
        <Flex gap={24} wrap justify="space-between" align="center">
          <Flex gap={24} wrap data-testid="commission-totals">
            <Statistic title={t("employees_page.commissions.totalPrice")} value={money(commissions?.totals.total_price)} formatter={(text) => text} />
            <Statistic title={t("employees_page.commissions.commission")} value={money(commissions?.totals.commission)} formatter={(text) => text} />
          </Flex>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} aria-label={t("employees_page.actions.addCommission")} onClick={() => setAdding(true)}>
              {t("employees_page.actions.addCommission")}
            </Button>
          )}
        </Flex>
        {failed && <Alert type="error" showIcon message={t("employees_page.commissions.error")} />}
        {/* Wider than a phone: it scrolls in its own labelled box, which the keyboard reaches even when empty. */}
        <ScrollRegion label={t("employees_page.actions.commissions")}>
          <Table<CommissionEntry>
            rowKey="id"
            size="small"
            loading={loading}
            dataSource={commissions?.data ?? []}
            pagination={false}
            style={WIDE_TABLE_STYLE}
            locale={{ emptyText: <Empty description={t("engine.list.empty")} /> }}
            columns={[
              { key: "date", title: label("date"), dataIndex: "date", render: (date: string) => formatDate(date, false) },
              { key: "type", title: label("type"), dataIndex: "type", render: (type: string) => enumLabel(t, "commissions", "type", type) },
              { key: "total_price", title: label("total_price"), dataIndex: "total_price", align: "right", render: (price: string) => money(price) },
              { key: "rate", title: label("rate"), dataIndex: "rate", align: "right" },
              { key: "commission", title: label("commission"), dataIndex: "commission", align: "right", render: (value: string) => money(value) },
              { key: "description", title: label("description"), dataIndex: "description" },
            ]}
          />
        </ScrollRegion>
        <Pager total={commissions?.total ?? 0} perPage={COMMISSIONS_PER_PAGE} current={page} onChange={setPage} />
      </Flex>
      {adding && <CommissionFormModal employee={employee} onClose={() => setAdding(false)} onSaved={reload} />}
    </Modal>
  );
};
