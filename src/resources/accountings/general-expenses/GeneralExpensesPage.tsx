import { PlusOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Button, Card, Flex } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { RowActions } from "../../generic/list/RowActions";
import { ResourceTable } from "../../generic/list/ResourceTable";
import { useRecordAccess } from "../../generic/use-record-access";
import { periodFilters } from "../accounting-page/period-filters";
import { ACCOUNTINGS, type AccountingKind, type AccountingRow } from "../shared/api";
import { PeriodSelect } from "../shared/PeriodSelect";
import type { PeriodValue } from "../shared/period-value";
import { ExpenseTotals } from "./ExpenseTotals";
import { useRecordSums } from "./use-record-sums";

// H4's modal: its code (pickers, payment fields) loads when it is opened.
const CreateRecordModal = lazy(() => import("../record-modal/CreateRecordModal"));

const KINDS: AccountingKind[] = ["general_expense"];
const COLUMNS = ["date", "title", "category_id", "payment_type", "price", "description"] as const;

type Editing = { record?: AccountingRow; open: boolean };

/**
 * 'Genel Giderler' (`/genel-giderler`, spec §2): the shop's running costs of a period (this month first) with the
 * period's total and its share per payment type, a payment-type filter on the list, and the general expense form of
 * the create-record modal to add one or change one.
 */
const GeneralExpensesPage = () => {
  const { t } = useTranslation();
  const access = useRecordAccess(ACCOUNTINGS);
  const canCreate = useCan({ resource: ACCOUNTINGS, action: "create" }).data?.can === true;
  const [period, setPeriod] = useState<PeriodValue>({ period: "monthly" });
  const [editing, setEditing] = useState<Editing>();
  const range = periodFilters(period);
  const filters = range && { kind: "general_expense", ...range };
  const { sums, partial, loading } = useRecordSums(filters);
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("accounting_reports.generalExpenses.title")}</h1>}>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <PeriodSelect id="general-expenses-period" value={period} onChange={setPeriod} />
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
              {t("accounting_reports.generalExpenses.create")}
            </Button>
          )}
        </Flex>
        <ExpenseTotals sums={sums} loading={loading} partial={partial} />
        {filters && (
          <ResourceTable
            resource={ACCOUNTINGS}
            ownRows
            fixedFilters={filters}
            columns={COLUMNS}
            filters={["payment_type"]}
            emptyText={t("accounting_reports.empty")}
            renderRowActions={(record) => (
              <RowActions resource={ACCOUNTINGS} record={record} access={access} onEdit={() => setEditing({ record: record as AccountingRow, open: true })} />
            )}
          />
        )}
      </Flex>
      {editing && (
        <Suspense fallback={null}>
          <CreateRecordModal
            open={editing.open}
            kinds={KINDS}
            record={editing.record}
            onClose={() => setEditing((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </Card>
  );
};

export default GeneralExpensesPage;
