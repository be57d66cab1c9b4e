import dayjs from "dayjs";

/** This month as the report routes take it (YYYY-MM), on the browser's clock. */
export const currentMonth = (): string => dayjs().format("YYYY-MM");
