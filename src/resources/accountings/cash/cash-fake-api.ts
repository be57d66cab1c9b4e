import type { BaseRecord, CreateParams, CustomParams, DataProvider, DeleteOneParams } from "@refinedev/core";
import type { ResourceSchema } from "../../../engine";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../../schemas";
import type { SafeAnswer } from "./use-safe";

/** A day's cash box as GET /safe answers it: one income in cash, one multiple payment, one expense by EFT. */
export const sampleSafe = (day: string, overrides: Partial<SafeAnswer> = {}): SafeAnswer => ({
  start_date: day,
  end_date: day,
  inSafeMoney: "12500.50",
  income: "3250.00",
  expense: "400.25",
  process_count: 3,
  incomeGroup: [
    { payment_type: "cash", income: "2250.00", expense: "0.00", net: "2250.00" },
    { payment_type: "credit_cart", income: "700.00", expense: "0.00", net: "700.00" },
    { payment_type: "eft", income: "300.00", expense: "400.25", net: "-100.25" },
    { payment_type: "check", income: "0.00", expense: "0.00", net: "0.00" },
    { payment_type: "bill", income: "0.00", expense: "0.00", net: "0.00" },
  ],
  records: {
    data: [
      { id: 1, kind: "income", type: "income", title: "Gelinlik satışı", date: day, type_of_payment: "one_time", payment_type: "cash", price: "1250.00" },
      { id: 2, kind: "payment", type: "income", title: "Ara ödeme", date: day, type_of_payment: "one_time", payment_type: "multiple_payment", price: "2000.00", cash_amount: "1000.00", credit_cart_amount: "700.00", eft_amount: "300.00" },
      { id: 3, kind: "expense", type: "expense", title: "Kuru temizleme", date: day, type_of_payment: "one_time", payment_type: "eft", price: "400.25" },
    ],
    current_page: 1,
    per_page: 15,
    total: 3,
    last_page: 1,
  },
  closed: null,
  ...overrides,
});

/**
 * The cash pages' API in memory: GET /safe from `safeFor` (the closed day a POST /day_closes made, gone again with its
 * DELETE), POST /printsafeexcel answering a download address, the generic rows (day_closes) from the memory provider.
 * Every custom call is recorded.
 */
export const createCashApi = (options: { safeFor?: (query: Record<string, unknown>) => SafeAnswer; seed?: Record<string, BaseRecord[]>; failSafe?: boolean } = {}) => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], options.seed ?? {});
  const calls: CustomParams[] = [];
  const created: CreateParams[] = [];
  const deleted: DeleteOneParams[] = [];
  let closed: SafeAnswer["closed"] = null;
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params: CustomParams) => {
      calls.push(params);
      if (params.url.endsWith("/printsafeexcel")) return { data: { url: "/api/downloads/tok-1", expires_at: "2026-11-24T10:10:00Z" } as never };
      if (options.failSafe) throw { statusCode: 500, message: "Bir Hata İle Karşılaşıldı!" };
      const query = (params.query ?? {}) as Record<string, unknown>;
      const day = String(query.date ?? query.start_date);
      const answer = options.safeFor?.(query) ?? sampleSafe(day);
      return { data: { ...answer, closed: answer.closed ?? closed } as never };
    },
    create: (async (params: CreateParams) => {
      created.push(params);
      const made = await memory.dataProvider.create(params);
      if (params.resource === "day_closes") closed = { id: Number(made.data.id), day: String((params.variables as { day: string }).day), created_at: "2026-11-24T18:30:00.000Z" };
      return made;
    }) as DataProvider["create"],
    deleteOne: (async (params: DeleteOneParams) => {
      deleted.push(params);
      closed = null;
      return { data: { id: params.id } };
    }) as DataProvider["deleteOne"],
  };
  const safeCalls = () => calls.filter((call) => call.url.endsWith("/safe"));
  return { ...memory, dataProvider, calls, safeCalls, created, deleted };
};
