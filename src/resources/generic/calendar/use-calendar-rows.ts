import { useApiUrl, useCustom, type BaseRecord, type HttpError } from "@refinedev/core";
import { calendarRoutes, rowsOf, type CalendarRow } from "./calendar-events";

/** The appointments of the days shown (`GET /appointmentsCalendar?start=&end=`), read again when the range changes. */
export const useCalendarRows = (resource: string, range: { start: string; end: string }) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<BaseRecord, HttpError>({
    url: `${apiUrl}/${calendarRoutes(resource).events}`,
    method: "get",
    config: { query: range },
    errorNotification: false,
  });
  const rows: CalendarRow[] = query.isSuccess ? rowsOf(result.data) : [];
  return { rows, loading: query.isFetching, loaded: query.isSuccess, error: query.error, refetch: query.refetch };
};
