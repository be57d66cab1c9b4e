import type { BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { ResourceTable } from "../../generic/list/ResourceTable";

/** The closed days (`GET /day_closes`, newest first) with their figures as closed; 'Görüntüle' opens that day's cash box. */
export const ClosedDaysTable = ({ ownRows, onShow }: { ownRows: boolean; onShow: (day: string) => void }) => {
  const { t } = useTranslation();
  return (
    <ResourceTable
      resource="day_closes"
      title={<strong>{t("cash.closedDays.title")}</strong>}
      ownRows={ownRows}
      search={false}
      rowActions={false}
      columns={[
        "day",
        "income",
        "expense",
        "in_safe_money",
        "process_count",
        "note",
        {
          key: "show",
          title: "",
          render: (_value: unknown, row: BaseRecord) => (
            <Button size="small" onClick={() => onShow(String(row.day))} aria-label={`${t("cash.closedDays.show")} ${String(row.day)}`}>
              {t("cash.closedDays.show")}
            </Button>
          ),
        },
      ]}
    />
  );
};
