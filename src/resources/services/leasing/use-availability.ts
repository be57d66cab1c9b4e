import { useApiUrl, useCustom } from "@refinedev/core";
import type { AvailabilityAnswer } from "../../../domain/orders/api";
import { isIsoDate } from "../../../domain/periods";

export interface AvailabilityAsk {
  serviceId: number;
  issueDate: unknown;
  deliveryDate: unknown;
  piece?: number;
}

/** Whether both dates are given and in order, so availability may be asked. */
export const rangeComplete = ({ issueDate, deliveryDate }: AvailabilityAsk): boolean =>
  isIsoDate(issueDate) && isIsoDate(deliveryDate) && issueDate <= deliveryDate;

/**
 * `GET /api/availability` for the product over the chosen days (src/domain/orders/api.ts `AvailabilityAnswer`),
 * asked again as the dates change and only once both are set and in order; the server decides again when saving.
 */
export const useAvailability = (ask: AvailabilityAsk) => {
  const apiUrl = useApiUrl();
  const enabled = rangeComplete(ask);
  const { query } = useCustom<AvailabilityAnswer>({
    url: `${apiUrl}/availability`,
    method: "get",
    config: { query: { service_id: ask.serviceId, issue_date: ask.issueDate, delivery_date: ask.deliveryDate, piece: ask.piece ?? 1 } },
    errorNotification: false,
    queryOptions: { enabled },
  });
  // The answer itself, not refine's empty stand-in before it arrives.
  return { enabled, answer: enabled ? query.data?.data : undefined, checking: enabled && query.isFetching, failed: enabled && query.isError };
};
