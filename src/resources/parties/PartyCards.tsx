import { useTranslation } from "react-i18next";
import { MoneyText } from "../accountings/shared/MoneyText";
import { SummaryCards } from "../accountings/monthly/SummaryCards";
import type { PartyCardValues } from "./use-party-details";

/** The client's six cards (spec §2 "Clients" detail), in this order. */
export const CLIENT_CARDS = ["total_sales", "total_rentals", "paid", "owed", "credits", "balance"] as const;
/** A supplier's cards: what was bought from it instead of sales and rents. */
export const SUPPLIER_CARDS = ["total_purchases", "paid", "owed", "credits", "balance"] as const;

/** The figures as cards (two abreast on a phone), each amount in the user's language; a skeleton while loading. */
export const PartyCards = ({ keys, values, loading }: { keys: readonly string[]; values?: PartyCardValues; loading: boolean }) => {
  const { t } = useTranslation();
  return (
    <SummaryCards
      testId="party-cards"
      loading={loading}
      cards={keys.map((key) => ({ key, label: t(`party_detail.cards.${key}`), value: <MoneyText value={values?.[key] ?? "0.00"} /> }))}
    />
  );
};
