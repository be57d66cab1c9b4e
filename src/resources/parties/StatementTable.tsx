import { Empty, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, translateOr } from "../../engine";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../accountings/cash/ScrollRegion";
import { MoneyText } from "../accountings/shared/MoneyText";

/** One row of an account statement (`GET /client-statement/:id`): money as decimal text, `balance` the running one. */
export interface StatementRow {
  id: number | string;
  date: string;
  kind: string;
  title?: string | null;
  contract_no?: string | null;
  debit: string;
  credit: string;
  balance: string;
}

export interface Statement {
  rows: StatementRow[];
  totals: { debit: string; credit: string; balance: string };
}

/** The statement in date order with what was charged, what was paid and the running balance; the totals underneath. */
export const StatementTable = ({ statement, loading }: { statement?: Statement; loading: boolean }) => {
  const { t } = useTranslation();
  const label = (key: string) => t(`party_detail.statement.${key}`);
  return (
    // On a phone the table scrolls inside a region the keyboard can reach (axe: scrollable-region-focusable).
    <ScrollRegion label={label("title")}>
      <Table<StatementRow>
        rowKey={(row) => `${row.kind}-${row.id}`}
        size="small"
        loading={loading}
        dataSource={statement?.rows ?? []}
        pagination={false}
        style={WIDE_TABLE_STYLE}
        // antd's own placeholder text is too pale (axe color-contrast); the Empty part reads as the lists' do.
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label("empty")} /> }}
        columns={[
          { key: "date", title: label("date"), render: (_, row) => formatDate(row.date, false) },
          { key: "kind", title: label("kind"), render: (_, row) => translateOr(t, `party_detail.statement.kinds.${row.kind}`, translateOr(t, `accountings.enums.kind.${row.kind}`, row.kind)) },
          { key: "title", title: label("description"), dataIndex: "title" },
          { key: "contract_no", title: label("contract_no"), dataIndex: "contract_no" },
          { key: "debit", title: label("debit"), align: "right", render: (_, row) => <MoneyText value={row.debit} /> },
          { key: "credit", title: label("credit"), align: "right", render: (_, row) => <MoneyText value={row.credit} /> },
          { key: "balance", title: label("balance"), align: "right", render: (_, row) => <MoneyText value={row.balance} strong /> },
        ]}
        summary={() =>
          statement ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>{label("totals")}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <MoneyText value={statement.totals.debit} strong />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <MoneyText value={statement.totals.credit} strong />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <MoneyText value={statement.totals.balance} strong />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </ScrollRegion>
  );
};
