import { Alert, Flex } from "antd";
import { useState, type ReactNode } from "react";
import type { CashRange, SinglePaymentType } from "./cash-range";
import { CashCards } from "./CashCards";
import { CashRecordsTable, RECORD_PAGE_SIZES } from "./CashRecordsTable";
import { PaymentTypeTable } from "./PaymentTypeTable";
import { useSafe } from "./use-safe";

interface CashBoxViewProps {
  range: CashRange;
  paymentType?: SinglePaymentType;
  /** An operator's chosen dealer; undefined: the caller's own company. */
  companyId?: number;
  /** Buttons that act on the cash box shown (close the day, which must read it again afterwards). */
  actions?: (safe: ReturnType<typeof useSafe>) => ReactNode;
}

/**
 * One cash box (`GET /safe`) as both cash pages show it: the four cards, the per-payment-type table and the records,
 * a server page at a time. The page's key resets the paging when the range or filter changes.
 */
export const CashBoxView = ({ range, paymentType, companyId, actions }: CashBoxViewProps) => {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(RECORD_PAGE_SIZES[0]);
  const safe = useSafe({ range, paymentType, page, perPage, companyId });
  const { answer, loading, error } = safe;
  return (
    <Flex vertical gap={16}>
      {/* Its own line, as wide as its buttons (a vertical flex would stretch them across a phone). */}
      <div>{actions?.(safe)}</div>
      {error && <Alert type="error" showIcon message={error.message} />}
      <CashCards answer={answer} loading={loading} />
      <PaymentTypeTable groups={answer?.incomeGroup ?? []} loading={loading && !answer} />
      <CashRecordsTable
        records={answer?.records}
        loading={loading}
        page={page}
        perPage={perPage}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
      />
    </Flex>
  );
};
