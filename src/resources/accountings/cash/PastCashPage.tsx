import { Card, Divider, Flex, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { useDealerScope } from "../../../providers/dealer-scope";
import { rangeFromQuery } from "./cash-range";
import { CashBoxView } from "./CashBoxView";
import { CashDateFilter } from "./CashDateFilter";
import { ClosedBadge } from "./DayCloseControls";
import { ClosedDaysTable } from "./ClosedDaysTable";
import { ChooseDealerNotice, DealerChoice } from "./DealerChoice";
import { useCompanyToday } from "./use-safe";

/**
 * 'Geçmiş Kasa' (`/gecmis-kasa/:type?`, spec §2 "Past day-ends and all-company cash"): one past day's cash box
 * (read only: no close, no exports), days after today not offered, and the list of closed days. `all` is the
 * operators' view of any dealer's cash box (`scope=all&company_id=`), the dealer chosen first.
 */
const PastCashPage = () => {
  const { t } = useTranslation();
  const { type } = useParams<{ type?: string }>();
  const { enabled: operator, scope, setScope } = useDealerScope();
  const allView = type === "all";
  const today = useCompanyToday();
  const [params, setParams] = useSearchParams();
  const range = rangeFromQuery(params, today, today);
  const day = range.end_date;
  // The all view works in the operator's dealer scope; it starts over every dealer until one is chosen.
  useEffect(() => {
    if (allView && operator && scope === null) setScope({ companyId: null });
  }, [allView, operator, scope, setScope]);
  if (type !== undefined && !(allView && operator)) return <ForbiddenPage />;
  const companyId = allView ? (scope?.companyId ?? undefined) : undefined;
  const waitingForDealer = allView && companyId === undefined;
  const showDay = (next: string) => setParams({ date: next }, { replace: true });
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t(allView ? "cash.allTitle" : "cash.pastTitle")}</h1>}>
      <Flex vertical gap={16}>
        <Space wrap>
          {allView && <DealerChoice />}
          <CashDateFilter
            range={{ start_date: day, end_date: day }}
            mode="day"
            onMode={() => undefined}
            allowRange={false}
            max={today}
            onChange={(next) => showDay(next.start_date)}
          />
        </Space>
        {waitingForDealer ? (
          <ChooseDealerNotice />
        ) : (
          <CashBoxView
            key={JSON.stringify([day, companyId])}
            range={{ start_date: day, end_date: day }}
            companyId={companyId}
            actions={(safe) => (safe.answer?.closed ? <ClosedBadge closed={safe.answer.closed} /> : null)}
          />
        )}
        {!waitingForDealer && (
          <>
            <Divider style={{ margin: 0 }} />
            <ClosedDaysTable ownRows={!allView} onShow={showDay} />
          </>
        )}
      </Flex>
    </Card>
  );
};

export default PastCashPage;
