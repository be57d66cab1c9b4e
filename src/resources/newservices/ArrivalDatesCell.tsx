import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../engine/format";
import type { ArrivalDate } from "./use-arrival-dates";

/** A product's expected deliveries in the list: each date with the pieces it brings, one per line. */
export const ArrivalDatesCell = ({ dates }: { dates: readonly ArrivalDate[] | undefined }) => {
  const { t } = useTranslation();
  if (!dates?.length) return <Typography.Text type="secondary">{t("newservices.page.noDates")}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {dates.map((date) => (
        <li key={date.id} style={{ whiteSpace: "nowrap" }}>
          {t("newservices.page.dateStock", { date: formatDate(date.arrival_date, false), count: date.stock })}
        </li>
      ))}
    </ul>
  );
};
