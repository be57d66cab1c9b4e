import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../shared/MoneyText";
import { PaymentTypeTag } from "../shared/PaymentTypeTag";
import type { IncomeGroup } from "./use-safe";

/** Income, expense and net of each payment type in the range (spec: income by payment type). */
export const PaymentTypeTable = ({ groups, loading }: { groups: IncomeGroup[]; loading: boolean }) => {
  const { t } = useTranslation();
  return (
    <Table<IncomeGroup>
      data-testid="cash-groups"
      size="small"
      rowKey="payment_type"
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      title={() => <strong>{t("cash.groups.title")}</strong>}
      dataSource={groups}
      columns={[
        { key: "payment_type", title: t("cash.groups.paymentType"), dataIndex: "payment_type", render: (type: string) => <PaymentTypeTag type={type} /> },
        { key: "income", title: t("cash.groups.income"), dataIndex: "income", align: "right", render: (value: string) => <MoneyText value={value} tone="income" /> },
        { key: "expense", title: t("cash.groups.expense"), dataIndex: "expense", align: "right", render: (value: string) => <MoneyText value={value} tone="expense" /> },
        { key: "net", title: t("cash.groups.net"), dataIndex: "net", align: "right", render: (value: string) => <MoneyText value={value} strong /> },
      ]}
    />
  );
};
