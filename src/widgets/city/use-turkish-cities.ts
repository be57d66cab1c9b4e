import { useApiUrl, useCustom } from "@refinedev/core";
import { useMemo } from "react";
import { TURKEY } from "../../schemas/party-fields";

/** One province of `GET /api/cities`. */
export interface TurkishCity {
  code: string;
  name: string;
  districts: string[];
}


/** A form without a country, or with none chosen yet, is in Türkiye: the server reads it so too. */
export const isTurkey = (country: unknown): boolean => country === undefined || country === null || country === "" || country === TURKEY;

const isCityList = (value: unknown): value is TurkishCity[] =>
  Array.isArray(value) && value.every((city) => typeof city?.name === "string" && Array.isArray(city?.districts));

/**
 * Turkey's provinces with their districts, read once per session (the list never changes; every
 * city and county field shares the one cached answer). Null while loading or when it cannot be had.
 */
export const useTurkishCities = (enabled = true): { cities: TurkishCity[] | null; loading: boolean } => {
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ data: TurkishCity[] }>({
    url: `${apiUrl}/cities`,
    method: "get",
    errorNotification: false,
    queryOptions: { enabled, retry: false, staleTime: Infinity, gcTime: Infinity },
  });
  const body = query.data?.data?.data;
  const cities = useMemo(() => (isCityList(body) && body.length > 0 ? body : null), [body]);
  return { cities, loading: query.isLoading };
};

/** Turkish case-insensitive "contains", so "izm" finds İzmir and "ığ" finds Iğdır. */
export const matchesTurkish = (input: string, label: unknown): boolean =>
  String(label ?? "").toLocaleLowerCase("tr").includes(input.toLocaleLowerCase("tr"));
