import { useApiUrl, useCustom, type BaseRecord, type HttpError } from "@refinedev/core";
import { useDealerScope } from "../../../providers/dealer-scope";
import { calendarRoutes, rowsOf, type CalendarRow } from "./calendar-events";

/**
 * The appointments of the days shown (`GET /appointmentsCalendar?start=&end=`), read again when the range changes;
 * an operator's picked dealer (or 'Tüm Bayiler') is asked for as the lists ask for it (`scope=all&company_id=`).
 */
export const useCalendarRows = (resource: string, range: { start: string; end: string }) => {
  const apiUrl = useApiUrl();
  const { scope } = useDealerScope();
  const dealer = scope ? { scope: "all", ...(scope.companyId !== null ? { company_id: String(scope.companyId) } : {}) } : {};
  const { query, result } = useCustom<BaseRecord, HttpError>({
    url: `${apiUrl}/${calendarRoutes(resource).events}`,
    method: "get",
    config: { query: { ...range, ...dealer } },
    errorNotification: false,
  });
  const rows: CalendarRow[] = query.isSuccess ? rowsOf(result.data) : [];
  return { rows, loading: query.isFetching, loaded: query.isSuccess, error: query.error, refetch: query.refetch };
};
