import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ResourceTable, type FixedFilters, type ResourceColumn } from "../../generic/list/ResourceTable";
import type { RecordAccess } from "../../generic/use-record-access";
import { ACCOUNTINGS, type AccountingRow } from "../shared/api";
import { RecordRowActions, type RowHandlers } from "./RecordRowActions";

interface RecordsTableProps extends RowHandlers {
  /** The section's name (`accounting_page.tables.<name>`) and its test id. */
  name: "income" | "expense" | "open";
  filters: FixedFilters;
  columns: readonly ResourceColumn[];
  access: RecordAccess;
}

/** One of the page's tables: the records of one type in the period, server-paged, with the page's row actions. */
export const RecordsTable = ({ name, filters, columns, access, ...handlers }: RecordsTableProps) => {
  const { t } = useTranslation();
  const title = t(`accounting_page.tables.${name}`);
  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{title}</Typography.Title>} data-testid={`table-${name}`}>
      <ResourceTable
        resource={ACCOUNTINGS}
        fixedFilters={filters}
        columns={columns}
        filters={["payment_type"]}
        ownRows
        size="small"
        emptyText={t("accounting_page.empty")}
        renderRowActions={(record) => <RecordRowActions record={record as AccountingRow} access={access} {...handlers} />}
      />
    </Card>
  );
};
