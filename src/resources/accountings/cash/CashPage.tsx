import { Card, Flex, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isOneDay, paymentTypeFromQuery, rangeFromQuery, rangeToQuery, type CashRange, type SinglePaymentType } from "./cash-range";
import { CashBoxView } from "./CashBoxView";
import { CashDateFilter } from "./CashDateFilter";
import { DayCloseControls } from "./DayCloseControls";
import { ExcelButton } from "./ExcelButton";
import { PaymentTypeFilter } from "./PaymentTypeFilter";
import { PrintButton } from "./PrintButton";
import { useCompanyToday } from "./use-safe";

/**
 * 'Kasa' (`/kasa`, spec §2 "Daily cash"): today's cash box on the company's clock, another day or a range of days
 * (`?date=`, `?start_date=&end_date=`, so a month opens by link), a payment-type filter, the Excel file, the
 * end-of-day print and the day close.
 */
const CashPage = () => {
  const { t } = useTranslation();
  const today = useCompanyToday();
  const [params, setParams] = useSearchParams();
  const range = rangeFromQuery(params, today);
  const paymentType = paymentTypeFromQuery(params);
  const [mode, setMode] = useState<"day" | "range">(isOneDay(range) ? "day" : "range");
  const show = (next: { range?: CashRange; paymentType?: SinglePaymentType | null }) => {
    const type = next.paymentType === null ? undefined : (next.paymentType ?? paymentType);
    setParams({ ...rangeToQuery(next.range ?? range), ...(type ? { payment_type: type } : {}) }, { replace: true });
  };
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("cash.title")}</h1>}>
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between">
          <Space wrap>
            <CashDateFilter range={range} mode={mode} onMode={setMode} onChange={(next) => show({ range: next })} />
            <PaymentTypeFilter value={paymentType} onChange={(next) => show({ paymentType: next ?? null })} />
          </Space>
          <Space wrap>
            <ExcelButton range={range} paymentType={paymentType} />
            <PrintButton range={range} paymentType={paymentType} />
          </Space>
        </Flex>
        <CashBoxView
          key={JSON.stringify([range, paymentType])}
          range={range}
          paymentType={paymentType}
          actions={(safe) =>
            isOneDay(range) && safe.answer ? (
              <DayCloseControls day={range.start_date} today={today} closed={safe.answer.closed} onChanged={() => void safe.refetch()} />
            ) : null
          }
        />
      </Flex>
    </Card>
  );
};

export default CashPage;
