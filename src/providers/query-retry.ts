/** The largest number of retries for a failed query. */
export const MAX_QUERY_RETRIES = 2;

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const code = typeof statusCode === "number" ? statusCode : status;
  return typeof code === "number" ? code : undefined;
};

/**
 * react-query's retry decision: a 4xx answer (missing record, refused, invalid) will not change on a
 * second try, so only network failures and 5xx are retried, at most twice.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
};
