import { computedFields } from "./fields";
import { formatMoney, numberLocale } from "./format";
import type { ResourceSchema } from "./types";

export interface CounterDefinition {
  key: string;
  /** Money figures (a computed money field of the same name) keep two decimals; the rest are counts. */
  kind: "money" | "count";
}

/** The list's figures (`x-resource.list.counters`) in declaration order. */
export const counterDefinitions = (schema: ResourceSchema): CounterDefinition[] => {
  const money = new Set(computedFields(schema).filter((field) => field.widget === "money").map((field) => field.name));
  return (schema["x-resource"].list.counters ?? []).map((key) => ({ key, kind: money.has(key) ? "money" : "count" }));
};

export const counterLabelKey = (resource: string, key: string): string => `${resource}.counters.${key}`;

/** A counter's value as shown on its card, in the UI language's number format. */
export const formatCounter = (counter: CounterDefinition, value: number | string, language: string | undefined): string => {
  if (counter.kind === "money") return formatMoney(value, language);
  const count = Number(value);
  return Number.isInteger(count) ? new Intl.NumberFormat(numberLocale(language)).format(count) : String(value);
};
