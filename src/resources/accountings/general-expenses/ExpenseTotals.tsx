import { Alert, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { SINGLE_PAYMENT_TYPES } from "../../../schemas/accountings.schema";
import { SummaryCards } from "../monthly/SummaryCards";
import { MoneyText } from "../shared/MoneyText";
import type { RecordSums } from "./record-sums";

/** The period's total and its share per payment type, each a card; a note when they count only the first page. */
export const ExpenseTotals = ({ sums, loading, partial }: { sums?: RecordSums; loading: boolean; partial: boolean }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <SummaryCards
        testId="expense-totals"
        loading={loading && !sums}
        cards={[
          { key: "total", label: t("accounting_reports.generalExpenses.total"), value: <MoneyText value={sums?.total ?? "0.00"} tone="expense" /> },
          ...SINGLE_PAYMENT_TYPES.map((type) => ({
            key: type,
            label: t(`accountings.enums.payment_type.${type}`),
            value: <MoneyText value={sums?.byPaymentType[type] ?? "0.00"} />,
          })),
        ]}
      />
      {partial && <Alert type="info" showIcon message={t("accounting_reports.partialSums")} />}
    </Flex>
  );
};
