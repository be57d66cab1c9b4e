import { TAILOR_PERIODS, type TailorPeriod } from "../domain/periods";
import type { JsonProperty } from "./types";

/**
 * The forms a declared list filter takes in the query string, derived from the field's type (README "Adding an
 * entity"); the names follow refine's simple-rest so the data provider maps refine's operators directly.
 * Shared by the server (query schema, conditions) and the browser (query string, filter bar).
 */
export type FilterOperator = "in" | "gte" | "lte" | "period";

/** `kind_id` + `in` → `kind_id_in`. */
export const filterParam = (field: string, operator: FilterOperator): string => `${field}_${operator}`;

/** At most this many values in one `_in` list. */
export const MAX_IN_VALUES = 50;

/** Periods a date filter offers: the tailor periods that name days ("all" is no filter, "other" is `_gte`/`_lte`). */
export type FilterPeriod = Exclude<TailorPeriod, "all" | "other">;
export const FILTER_PERIODS = TAILOR_PERIODS.filter((period): period is FilterPeriod => period !== "all" && period !== "other");

/** Fields that take inclusive bounds, by what their bounds are. */
export type RangeKind = "date" | "datetime" | "integer" | "money";

const typeOf = (property: JsonProperty): string | undefined =>
  Array.isArray(property.type) ? property.type.find((type) => type !== "null") : (property.type as string | undefined);

/** Enum and reference fields: one value (`field=`) or a list of them (`field_in=`). */
export const offersIn = (property: JsonProperty): boolean => property["x-ref"] !== undefined || property.enum !== undefined;

/** Dates, date-times, integers and money: `field_gte=` and `field_lte=`; references and enums have no order. */
export const rangeKindOf = (property: JsonProperty): RangeKind | undefined => {
  if (offersIn(property)) return undefined;
  if (property.format === "date") return "date";
  if (property.format === "date-time") return "datetime";
  if (property.format === "money") return "money";
  if (typeOf(property) === "integer") return "integer";
  return undefined;
};

/** Dates and date-times also take `field_period=` with one of FILTER_PERIODS. */
export const offersPeriod = (property: JsonProperty): boolean => {
  const kind = rangeKindOf(property);
  return kind === "date" || kind === "datetime";
};
