import { useGetIdentity } from "@refinedev/core";
import { DEFAULT_SHOP_TIME_ZONE, localDateIn } from "../../../domain/periods";

/** Today (YYYY-MM-DD) on the company's clock, not the browser's: a payment made late at night lands on the shop's day. */
export const useCompanyToday = (): string => {
  const { data: identity } = useGetIdentity<{ company?: { time_zone?: unknown } }>();
  const zone = identity?.company?.time_zone;
  return localDateIn(new Date(), typeof zone === "string" && zone !== "" ? zone : DEFAULT_SHOP_TIME_ZONE);
};
