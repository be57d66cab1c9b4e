import { Flex, Table } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../shared/MoneyText";
import { PaymentTypeTag } from "../shared/PaymentTypeTag";
import { INCOME_COLOR, ScrollRegion, WIDE_TABLE_STYLE } from "./ScrollRegion";
import type { IncomeGroup } from "./use-safe";

/** Income, expense and net of each payment type in the range (spec: income by payment type). */
export const PaymentTypeTable = ({ groups, loading }: { groups: IncomeGroup[]; loading: boolean }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <strong>{t("cash.groups.title")}</strong>
      <ScrollRegion label={t("cash.groups.title")}>
        <Table<IncomeGroup>
          data-testid="cash-groups"
          size="small"
          rowKey="payment_type"
          loading={loading}
          pagination={false}
          style={WIDE_TABLE_STYLE}
          dataSource={groups}
          columns={[
            { key: "payment_type", title: t("cash.groups.paymentType"), dataIndex: "payment_type", render: (type: string) => <PaymentTypeTag type={type} /> },
            { key: "income", title: t("cash.groups.income"), dataIndex: "income", align: "right", render: (value: string) => <MoneyText value={value} style={{ color: INCOME_COLOR }} /> },
            { key: "expense", title: t("cash.groups.expense"), dataIndex: "expense", align: "right", render: (value: string) => <MoneyText value={value} tone="expense" /> },
            { key: "net", title: t("cash.groups.net"), dataIndex: "net", align: "right", render: (value: string) => <MoneyText value={value} strong /> },
          ]}
        />
      </ScrollRegion>
    </Flex>
  );
};
