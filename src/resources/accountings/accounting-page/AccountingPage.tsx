import { PlusOutlined, SwapOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan, useGetIdentity } from "@refinedev/core";
import { Alert, Button, Flex } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Identity } from "../../../providers/session";
import { useRecordAccess } from "../../generic/use-record-access";
import { ACCOUNTINGS, type AccountingKind, type AccountingRow } from "../shared/api";
import { PeriodSelect } from "../shared/PeriodSelect";
import type { PeriodValue } from "../shared/period-value";
import { periodFilters } from "./period-filters";
import { MOVEMENT_COLUMNS, OPEN_COLUMNS } from "./record-columns";
import { RecordDrawer } from "./RecordDrawer";
import { RecordsTable } from "./RecordsTable";
import { SettleModal } from "./SettleModal";
import type { SettleAction } from "./settle-values";
import { SummaryCards } from "./SummaryCards";
import { useRefreshAccounting } from "./use-accounting-page";

// H4's modals: their code (lines, pickers) loads when one is opened.
const CreateRecordModal = lazy(() => import("../record-modal/CreateRecordModal"));
const InterimPaymentModal = lazy(() => import("../interim-payment/InterimPaymentModal"));

/** The create modal's six choices; a record of another kind is entered again from its own screen. */
const MODAL_KINDS: readonly AccountingKind[] = ["income", "special_income", "expense", "credit", "debt"];
/** Without debts_credits_permission credits, debts and interim payments are not offered (the server refuses them). */
const CASH_KINDS: AccountingKind[] = ["income", "special_income", "expense"];

type Editing = { mode: "create"; initialKind?: AccountingKind } | { mode: "edit"; record: AccountingRow } | { mode: "interim" };

/**
 * 'Muhasebe' (`/odeme-al`, spec §2 "Accounting"): the period selector, the four cards, the incomes, expenses and open
 * credits and debts of the period, and each record's detail, history and actions. Records are written through
 * H4's modals and the declared actions: no writes of its own.
 */
const AccountingPage = () => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const debtsAndCredits = identity?.permissions?.debts_credits_permission === true;
  const access = useRecordAccess(ACCOUNTINGS);
  const canCreate = useCan({ resource: ACCOUNTINGS, action: "create" }).data?.can === true;
  const refresh = useRefreshAccounting();
  const [period, setPeriod] = useState<PeriodValue>({ period: "daily" });
  const [editing, setEditing] = useState<Editing>();
  const [settling, setSettling] = useState<{ record: AccountingRow; action: SettleAction }>();
  const [detail, setDetail] = useState<{ id: number; open: boolean }>();
  const filters = periodFilters(period);
  const saved = () => {
    setEditing(undefined);
    refresh();
  };
  const handlers = {
    access,
    onShow: (record: AccountingRow) => setDetail({ id: record.id, open: true }),
    onEdit: (record: AccountingRow) => setEditing({ mode: "edit", record }),
    onSettle: (record: AccountingRow, action: SettleAction) => setSettling({ record, action }),
    onReversed: (record: AccountingRow) => setEditing({ mode: "create", initialKind: MODAL_KINDS.includes(record.kind) ? record.kind : undefined }),
    onChanged: refresh,
  };
  return (
    <List
      resource="accounting-page"
      breadcrumb={false}
      title={t("accounting_page.title")}
      headerButtons={
        canCreate && (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })}>
              {t("accounting_page.create")}
            </Button>
            {debtsAndCredits && (
              <Button icon={<SwapOutlined />} onClick={() => setEditing({ mode: "interim" })}>
                {t("accounting_page.interim")}
              </Button>
            )}
          </>
        )
      }
    >
      <Flex vertical gap={16}>
        <PeriodSelect value={period} onChange={setPeriod} />
        <SummaryCards period={period} />
        {filters === null ? (
          <Alert type="info" showIcon message={t("accounting_page.pickRange")} />
        ) : (
          <>
            <RecordsTable name="income" filters={{ ...filters, type: "income" }} columns={MOVEMENT_COLUMNS} {...handlers} />
            <RecordsTable name="expense" filters={{ ...filters, type: "expense" }} columns={MOVEMENT_COLUMNS} {...handlers} />
            {debtsAndCredits && <RecordsTable name="open" filters={{ ...filters, type_in: "credit,debt" }} columns={OPEN_COLUMNS} {...handlers} />}
          </>
        )}
      </Flex>
      <Suspense fallback={null}>
        {editing?.mode === "create" && (
          <CreateRecordModal
            open
            onClose={() => setEditing(undefined)}
            onSaved={saved}
            initialKind={editing.initialKind}
            kinds={debtsAndCredits ? undefined : CASH_KINDS}
          />
        )}
        {editing?.mode === "edit" && <CreateRecordModal open onClose={() => setEditing(undefined)} onSaved={saved} record={editing.record} />}
        {editing?.mode === "interim" && <InterimPaymentModal open onClose={() => setEditing(undefined)} onSaved={saved} />}
      </Suspense>
      {settling && (
        <SettleModal
          open
          action={settling.action}
          record={settling.record}
          onClose={() => setSettling(undefined)}
          onDone={() => {
            setSettling(undefined);
            refresh();
          }}
        />
      )}
      {detail && <RecordDrawer id={detail.id} open={detail.open} onClose={() => setDetail({ ...detail, open: false })} />}
    </List>
  );
};

export default AccountingPage;
