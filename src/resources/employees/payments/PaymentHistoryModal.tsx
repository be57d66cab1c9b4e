import { Alert, Empty, Flex, Modal, Segmented, Statistic, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, formatDate, formatMoney } from "../../../engine";
import { Pager } from "../../../widgets/pager/Pager";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../../accountings/cash/ScrollRegion";
import type { EmployeeRow } from "../texts";
import { HISTORY_PER_PAGE, useEmployeeHistory, type EmployeePayment } from "./use-employee-history";

type Shown = "advances" | "all";

/**
 * 'Avans Geçmişi': the employee's advances (`GET /employee-history/:id?kind=advance`) or, switched, the salary
 * payments with them; above them the month's salary, what is left of it, and the sums paid of each kind.
 */
export const PaymentHistoryModal = ({ employee, onClose }: { employee: EmployeeRow; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<Shown>("advances");
  const [page, setPage] = useState(1);
  const { history, loading, failed } = useEmployeeHistory(employee.id, shown === "advances", page);
  const money = (value: string | undefined) => (value === undefined ? "" : formatMoney(value, i18n.language));
  const title = t("employees_page.ofEmployee", { title: t("employees_page.actions.paymentHistory"), name: employee.full_name ?? "" });
  const figures = [
    ["salary", history?.employee.salary],
    ["remaining", history?.employee.remeaning_payment],
    ["totalAdvance", history?.totals.advance],
    ...(shown === "all" ? [["totalSalary", history?.totals.salary]] : []),
  ] as const;
  return (
    <Modal open onCancel={onClose} footer={null} destroyOnHidden title={title} width={760}>
      <Flex vertical gap={16}>
        <Segmented<Shown>
          aria-label={t("employees_page.payments.show")}
          value={shown}
          onChange={(next) => {
            setShown(next);
            setPage(1);
          }}
          options={[
            { value: "advances", label: t("employees_page.payments.advances") },
            { value: "all", label: t("employees_page.payments.all") },
          ]}
        />
        {failed && <Alert type="error" showIcon message={t("employees_page.payments.error")} />}
        <Flex gap={24} wrap data-testid="payment-figures">
          {figures.map(([key, value]) => (
            <Statistic key={key} title={t(`employees_page.payments.${key}`)} value={money(value)} formatter={(text) => text} loading={loading && !history} />
          ))}
        </Flex>
        {/* Wider than a phone: it scrolls in its own labelled box, which the keyboard reaches even when empty. */}
        <ScrollRegion label={t("employees_page.actions.paymentHistory")}>
          <Table<EmployeePayment>
            rowKey="id"
            size="small"
            loading={loading}
            dataSource={history?.data ?? []}
            pagination={false}
            style={WIDE_TABLE_STYLE}
            locale={{ emptyText: <Empty description={t("engine.list.empty")} /> }}
            columns={[
              { key: "date", title: t("employees_page.payments.date"), dataIndex: "date", render: (date: string) => formatDate(date, false) },
              { key: "kind", title: t("employees_page.payments.kind"), dataIndex: "kind", render: (kind: string) => enumLabel(t, "accountings", "kind", kind) },
              { key: "price", title: t("employees_page.payments.price"), dataIndex: "price", align: "right", render: (price: string) => money(price) },
              {
                key: "payment_type",
                title: t("employees_page.payments.paymentType"),
                dataIndex: "payment_type",
                render: (type: string) => enumLabel(t, "accountings", "payment_type", type),
              },
              {
                key: "description",
                title: t("employees_page.payments.description"),
                dataIndex: "description",
                render: (text: string | null, row) => (
                  <Flex gap={4} wrap>
                    {text}
                    {row.day_closed && <Tag>{t("employees_page.payments.dayClosed")}</Tag>}
                  </Flex>
                ),
              },
            ]}
          />
        </ScrollRegion>
        <Pager total={history?.total ?? 0} perPage={HISTORY_PER_PAGE} current={page} onChange={setPage} />
      </Flex>
    </Modal>
  );
};
