import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { SummaryCards } from "../monthly/SummaryCards";
import { MoneyText } from "../shared/MoneyText";
import type { RecordSums } from "../general-expenses/record-sums";
import { PARTY, type PartyKind } from "./party-kinds";

interface PartyFigures {
  total_credits?: string;
  total_debts?: string;
  balance?: string;
}

/**
 * The party's cards: what came in (a client's income) or went out (a supplier's expense) in the period, from its
 * records; and, whatever the period, its open credits, open debts and balance as the server figures them on the
 * client or supplier (credits − debts).
 */
export const PartyTotals = ({ kind, id, sums, loading }: { kind: PartyKind; id: number; sums?: RecordSums; loading: boolean }) => {
  const { t } = useTranslation();
  const { resource, moneyIn } = PARTY[kind];
  const { result: party, query } = useOne<PartyFigures & { id: number }>({ resource, id });
  const figure = (key: keyof PartyFigures) => <MoneyText value={party?.[key] ?? "0.00"} />;
  return (
    <SummaryCards
      testId="party-totals"
      loading={(loading && !sums) || query.isLoading}
      cards={[
        {
          key: moneyIn,
          label: t(`accounting_reports.transactions.cards.${moneyIn}`),
          value: <MoneyText value={sums?.byType[moneyIn] ?? "0.00"} tone={moneyIn} />,
        },
        { key: "total_credits", label: t("accounting_reports.transactions.cards.total_credits"), value: figure("total_credits") },
        { key: "total_debts", label: t("accounting_reports.transactions.cards.total_debts"), value: figure("total_debts") },
        { key: "balance", label: t("accounting_reports.transactions.cards.balance"), value: <MoneyText value={party?.balance ?? "0.00"} strong /> },
      ]}
    />
  );
};
