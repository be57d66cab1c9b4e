import { Card, Flex, Skeleton } from "antd";
import { useId, type ReactNode } from "react";

export interface SummaryCard {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * A report's figures as cards that wrap on a phone (each at least 130 px wide, two abreast on a phone); each card is labelled by its title
 * so a screen reader reads "Toplam Gelir ₺1.234,56".
 */
export const SummaryCards = ({ cards, loading = false, testId }: { cards: SummaryCard[]; loading?: boolean; testId?: string }) => {
  const prefix = useId();
  return (
    <Flex wrap gap={12} data-testid={testId}>
      {cards.map((card) => (
        <Card key={card.key} size="small" style={{ flex: "1 1 130px", minWidth: 130 }} role="group" aria-labelledby={`${prefix}-${card.key}`}>
          <div id={`${prefix}-${card.key}`} style={{ opacity: 0.75, marginBottom: 4 }}>
            {card.label}
          </div>
          <div style={{ fontSize: 20, fontWeight: 600 }}>{loading ? <Skeleton.Input active size="small" /> : card.value}</div>
        </Card>
      ))}
    </Flex>
  );
};
