import { useApiUrl, useDataProvider } from "@refinedev/core";
import { useEffect, useMemo, useState } from "react";
import type { AvailabilityAnswer, BookingClash } from "../../domain/orders/api";
import { lineIsRented, type BasketLine } from "../../domain/orders/basket";
import type { OrderType } from "../../domain/money";

/** What the basket shows on a rented line before saving. */
export type LineAvailability = { state: "checking" } | { state: "free" } | { state: "clash"; clashes: BookingClash[] };

const queryKey = (line: BasketLine) => `${line.product.id}|${line.issue_date}|${line.delivery_date}|${line.piece}`;

/**
 * Availability BEFORE saving (issue 15 item 3): every rented line with both dates asks
 * `GET /api/availability?service_id&issue_date&delivery_date&piece` (+ `exclude_process_id` when editing, so the
 * order's own bookings do not clash with themselves). Answers are kept per product, range and piece.
 */
export const useLineAvailability = (lines: readonly BasketLine[], orderType: OrderType, excludeProcessId?: number): Record<string, LineAvailability> => {
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  const [answers, setAnswers] = useState<Record<string, AvailabilityAnswer | "checking" | "failed">>({});
  const wanted = useMemo(
    () => lines.filter((line) => lineIsRented(line, orderType) && line.issue_date && line.delivery_date && line.delivery_date >= line.issue_date),
    [lines, orderType],
  );
  useEffect(() => {
    const missing = wanted.filter((line) => answers[queryKey(line)] === undefined);
    if (missing.length === 0) return;
    setAnswers((current) => ({ ...current, ...Object.fromEntries(missing.map((line) => [queryKey(line), "checking" as const])) }));
    for (const line of missing) {
      const key = queryKey(line);
      const query: Record<string, string | number> = {
        service_id: line.product.id,
        issue_date: line.issue_date!,
        delivery_date: line.delivery_date!,
        piece: line.piece,
      };
      if (excludeProcessId !== undefined) query.exclude_process_id = excludeProcessId;
      dataProvider()
        .custom!<AvailabilityAnswer>({ url: `${apiUrl}/availability`, method: "get", query })
        .then(({ data }) => setAnswers((current) => ({ ...current, [key]: data })))
        // A failed check blocks nothing: the server checks again on save (409 on the line).
        .catch(() => setAnswers((current) => ({ ...current, [key]: "failed" })));
    }
  }, [wanted, answers, apiUrl, dataProvider, excludeProcessId]);
  return useMemo(() => {
    const result: Record<string, LineAvailability> = {};
    for (const line of wanted) {
      const answer = answers[queryKey(line)];
      if (answer === undefined || answer === "checking") result[line.key] = { state: "checking" };
      else if (answer === "failed" || answer.available) result[line.key] = { state: "free" };
      else result[line.key] = { state: "clash", clashes: answer.clashes };
    }
    return result;
  }, [wanted, answers]);
};
