import { useGetIdentity } from "@refinedev/core";
import { Alert, Card, Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { Identity } from "../../../providers/session";
import { MoneyText } from "../shared/MoneyText";
import type { PeriodValue } from "../shared/period-value";
import { useAccountingReport } from "./use-accounting-page";

const CARDS = [
  { key: "income", tone: "income" },
  { key: "expense", tone: "expense" },
  { key: "credit", tone: undefined },
  { key: "debt", tone: undefined },
] as const;

/**
 * Gelir, Gider, Alacak, Borç for the period (`GET /accounting-report`). Spec §6: the summary cards need
 * homepage_permission; without it they are neither shown nor asked for.
 */
export const SummaryCards = ({ period }: { period: PeriodValue }) => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const allowed = identity?.permissions?.homepage_permission === true;
  const { report, loading, error } = useAccountingReport(period, allowed);
  if (!allowed) return null;
  if (error) return <Alert type="error" showIcon message={t("accounting_page.cards.error")} />;
  return (
    <Flex wrap gap={12} data-testid="accounting-cards" role="group" aria-label={t("accounting_page.cards.label")}>
      {CARDS.map(({ key, tone }) => (
        <Card key={key} size="small" style={{ flex: "1 1 140px", minWidth: 0 }}>
          <Typography.Text type="secondary">{t(`accounting_page.cards.${key}`)}</Typography.Text>
          {/* Large text (24 px): the income green reaches the contrast large text needs (3:1), not the 4.5:1 of body text. */}
          <div style={{ fontSize: 24 }} data-testid={`card-${key}`}>
            {loading || !report ? <Skeleton.Input active size="small" /> : <MoneyText value={report[key]} tone={tone} strong />}
          </div>
        </Card>
      ))}
    </Flex>
  );
};
