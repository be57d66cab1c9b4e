import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../shared/MoneyText";
import { INCOME_COLOR } from "./ScrollRegion";
import type { SafeAnswer } from "./use-safe";

/** The four cards of the cash box: money in the safe at the range's end, income, expense and the movements' count. */
export const CashCards = ({ answer, loading }: { answer: SafeAnswer | undefined; loading: boolean }) => {
  const { t } = useTranslation();
  const cards = [
    { key: "inSafeMoney", value: <MoneyText value={answer?.inSafeMoney} strong /> },
    { key: "income", value: <MoneyText value={answer?.income} style={{ color: INCOME_COLOR }} /> },
    { key: "expense", value: <MoneyText value={answer?.expense} tone="expense" /> },
    { key: "processCount", value: answer?.process_count },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="cash-cards">
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small" data-testid={`cash-card-${card.key}`}>
            {/* Money is already formatted in the user's language: Statistic shows it as it is. */}
            <Statistic title={t(`cash.cards.${card.key}`)} value={0} formatter={() => card.value ?? "–"} loading={loading && !answer} />
          </Card>
        </Col>
      ))}
    </Row>
  );
};
