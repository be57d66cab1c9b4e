import { PlusOutlined, SwapOutlined } from "@ant-design/icons";
import { useCan, useGetIdentity } from "@refinedev/core";
import { Button, Card, Empty, Flex, Form } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Identity } from "../../../providers/session";
import { ReferenceSelect } from "../../../widgets/reference";
import { RowActions } from "../../generic/list/RowActions";
import { ResourceTable } from "../../generic/list/ResourceTable";
import { useRecordAccess } from "../../generic/use-record-access";
import { periodFilters } from "../accounting-page/period-filters";
import { useRecordSums } from "../general-expenses/use-record-sums";
import { ACCOUNTINGS, type AccountingRow } from "../shared/api";
import { PeriodSelect } from "../shared/PeriodSelect";
import type { PeriodValue } from "../shared/period-value";
import { PARTY, recordKinds, type PartyKind } from "./party-kinds";
import { PartyTotals } from "./PartyTotals";

// H4's modals: their code loads when one is opened.
const CreateRecordModal = lazy(() => import("../record-modal/CreateRecordModal"));
const InterimPaymentModal = lazy(() => import("../interim-payment/InterimPaymentModal"));
const SupplierCreditModal = lazy(() => import("../supplier-credit/SupplierCreditModal"));

const COLUMNS = ["date", "kind", "title", "payment_type", "price", "remaining"] as const;

/** Spec §2: supplier transactions open on this week; a client's on this month. */
const FIRST_PERIOD: Record<PartyKind, PeriodValue> = { client: { period: "monthly" }, supplier: { period: "weekly" } };

type Open = { modal: "record"; record?: AccountingRow } | { modal: "interim" } | { modal: "supplierCredit" };

/**
 * 'Cari İşlemleri' (`/cari-islemleri`) and 'Tedarikçi İşlemleri' (`/tedarikci-islemleri`), spec §2: one client's
 * (or supplier's) records of a period with their cards, and the record, interim payment and (suppliers) supplier
 * credit modals with the party preset. Records are written through H4's modals and the declared actions only.
 */
const PartyTransactionsPage = ({ kind }: { kind: PartyKind }) => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const debtsAndCredits = identity?.permissions?.debts_credits_permission === true;
  const access = useRecordAccess(ACCOUNTINGS);
  const canCreate = useCan({ resource: ACCOUNTINGS, action: "create" }).data?.can === true;
  const { resource, field } = PARTY[kind];
  const [partyId, setPartyId] = useState<number>();
  const [period, setPeriod] = useState<PeriodValue>(FIRST_PERIOD[kind]);
  const [open, setOpen] = useState<Open & { shown: boolean }>();
  const range = periodFilters(period);
  const filters = partyId !== undefined && range ? { [field]: partyId, ...range } : null;
  const { sums, loading } = useRecordSums(filters);
  const party = partyId === undefined ? undefined : { [field]: partyId };
  const close = () => setOpen((current) => current && { ...current, shown: false });
  const text = (key: string) => t(`accounting_reports.transactions.${kind}.${key}`);
  const actions = canCreate && (
    <Flex wrap gap={8}>
      <Button type="primary" icon={<PlusOutlined />} disabled={partyId === undefined} onClick={() => setOpen({ modal: "record", shown: true })}>
        {t("accounting_reports.transactions.create")}
      </Button>
      {debtsAndCredits && (
        <Button icon={<SwapOutlined />} disabled={partyId === undefined} onClick={() => setOpen({ modal: "interim", shown: true })}>
          {t("accounting_reports.transactions.interim")}
        </Button>
      )}
      {debtsAndCredits && kind === "supplier" && (
        <Button disabled={partyId === undefined} onClick={() => setOpen({ modal: "supplierCredit", shown: true })}>
          {t("accounting_reports.transactions.supplierCredit")}
        </Button>
      )}
    </Flex>
  );
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{text("title")}</h1>}>
      <Flex vertical gap={16}>
        <Flex wrap gap={16} align="end">
          <Form.Item label={text("party")} htmlFor={`${kind}-transactions-party`} style={{ margin: 0, minWidth: 240, flex: "0 1 320px" }} layout="vertical">
            <ReferenceSelect
              id={`${kind}-transactions-party`}
              resource={resource}
              value={partyId}
              placeholder={text("choose")}
              onChange={(next) => setPartyId(next === undefined ? undefined : Number(next))}
            />
          </Form.Item>
          <PeriodSelect id={`${kind}-transactions-period`} value={period} onChange={setPeriod} />
        </Flex>
        {actions}
        {partyId === undefined ? (
          <Empty description={text("choose")} />
        ) : (
          <>
            <PartyTotals key={partyId} kind={kind} id={partyId} sums={sums} loading={loading} />
            {filters && (
              <ResourceTable
                resource={ACCOUNTINGS}
                ownRows
                fixedFilters={filters}
                columns={COLUMNS}
                filters={["kind", "payment_type"]}
                emptyText={t("accounting_reports.empty")}
                renderRowActions={(record) => (
                  <RowActions
                    resource={ACCOUNTINGS}
                    record={record}
                    access={access}
                    onEdit={() => setOpen({ modal: "record", record: record as AccountingRow, shown: true })}
                  />
                )}
              />
            )}
          </>
        )}
      </Flex>
      {open && (
        <Suspense fallback={null}>
          {open.modal === "record" && (
            <CreateRecordModal open={open.shown} onClose={close} party={party} kinds={recordKinds(debtsAndCredits)} record={open.record} />
          )}
          {open.modal === "interim" && <InterimPaymentModal open={open.shown} onClose={close} party={party} />}
          {open.modal === "supplierCredit" && <SupplierCreditModal open={open.shown} onClose={close} supplierId={partyId} />}
        </Suspense>
      )}
    </Card>
  );
};

export default PartyTransactionsPage;
