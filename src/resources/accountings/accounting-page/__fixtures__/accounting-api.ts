import type { BaseRecord, CustomParams, DataProvider, GetListParams } from "@refinedev/core";
import type { AccountingRow } from "../../shared/api";
import type { HistoryEntry } from "../use-accounting-page";

export const DAY_CLOSED_MESSAGE = "Bu gün kapatıldı: kayıtları değiştirilemez. Düzeltme için bugün yeni bir kayıt girin.";

/** One shop's records of the day, as `GET /accountings` answers them (figures and `_can` from the server). */
export const sampleRecords = (): AccountingRow[] => [
  { id: 1, kind: "income", type: "income", title: "Gelinlik satışı", date: "2026-11-24", price: "1500.00", payment_type: "cash", type_of_payment: "one_time", day_closed: false, _can: { update: true, delete: true } },
  { id: 2, kind: "expense", type: "expense", title: "Kira", date: "2026-11-24", price: "300.00", payment_type: "eft", type_of_payment: "one_time", day_closed: false, _can: { update: true, delete: true } },
  {
    id: 3,
    kind: "credit",
    type: "credit",
    title: "Taksitli kına",
    date: "2026-11-24",
    price: "1000.00",
    paid: "400.00",
    remaining: "600.00",
    payment_type: "cash",
    type_of_payment: "monthly",
    first_payment_date: "2026-11-30",
    last_payment_date: "2026-12-31",
    day_closed: false,
    _can: { update: true, delete: true, receive: true },
  },
  { id: 4, kind: "debt", type: "debt", title: "Kumaş borcu", date: "2026-11-24", price: "800.00", paid: "0.00", remaining: "800.00", payment_type: "cash", type_of_payment: "one_time", day_closed: false, _can: { update: true, delete: true, complete: true } },
  { id: 5, kind: "income", type: "income", title: "Dünkü satış", date: "2026-11-20", price: "200.00", payment_type: "cash", type_of_payment: "one_time", day_closed: true, _can: { update: false, delete: false, reverse: true } },
  { id: 6, kind: "payment", type: "income", title: "Ara ödeme", date: "2026-11-24", credit_id: 3, price: "400.00", payment_type: "cash", type_of_payment: "one_time", day_closed: false, _can: { update: true, delete: true } },
];

export const sampleHistory = (): HistoryEntry[] => [
  {
    id: 12,
    action: "accountings.update",
    created_at: "2026-11-24T09:30:00.000Z",
    actor: { id: 1, full_name: "Ayşe Yılmaz" },
    before: { id: 3, price: "900.00", title: "Taksitli kına", version: 1 },
    after: { id: 3, price: "1000.00", title: "Taksitli kına", version: 2 },
    record_id: 3,
  },
  { id: 11, action: "accountings.create", created_at: "2026-11-24T08:00:00.000Z", actor: { id: 1, full_name: "Ayşe Yılmaz" }, before: null, after: { id: 6, price: "400.00" }, record_id: 6 },
];

export interface Call {
  url: string;
  method: string;
  payload?: unknown;
  query?: unknown;
}

/**
 * The accounting routes over the sample records: lists by type, `type_in` and `credit_id` (every query kept, so a
 * test sees the period it sent), one record, delete (refused with the server's 409 for `closedIds`), the report, a
 * record's history and the declared actions.
 */
export const createAccountingApi = (options: { closedIds?: number[] } = {}) => {
  const rows = sampleRecords();
  const lists: Record<string, unknown>[] = [];
  const calls: Call[] = [];
  const deleted: number[] = [];
  const matches = (row: AccountingRow, query: Record<string, unknown>) =>
    (query.type === undefined || row.type === query.type) &&
    (query.type_in === undefined || String(query.type_in).split(",").includes(row.type ?? "")) &&
    (query.credit_id === undefined || row.credit_id === Number(query.credit_id));
  const dataProvider: DataProvider = {
    getApiUrl: () => "/api",
    getList: (async ({ resource, filters = [] }: GetListParams) => {
      const query = Object.fromEntries(filters.flatMap((filter) => ("field" in filter ? [[filter.field, filter.value]] : [])));
      lists.push({ resource, ...query });
      const data = resource === "accountings" ? rows.filter((row) => !deleted.includes(row.id) && matches(row, query)) : [];
      return { data, total: data.length };
    }) as DataProvider["getList"],
    getOne: (async ({ id }) => {
      const row = rows.find((candidate) => candidate.id === Number(id));
      if (!row) throw { statusCode: 404, message: "Not found" };
      return { data: row.id === 1 ? { ...row, lines: [{ id: 1, service_id: 9, piece: 1, price: "1500.00", discount: "0.00", tax: 0 }] } : row };
    }) as DataProvider["getOne"],
    getMany: (async () => ({ data: [] })) as DataProvider["getMany"],
    create: (async () => {
      throw new Error("not used");
    }) as DataProvider["create"],
    update: (async () => {
      throw new Error("not used");
    }) as DataProvider["update"],
    deleteOne: (async ({ id }) => {
      calls.push({ url: `/api/accountings/${id}`, method: "delete" });
      if (options.closedIds?.includes(Number(id))) throw { statusCode: 409, message: DAY_CLOSED_MESSAGE };
      deleted.push(Number(id));
      return { data: { id } as BaseRecord };
    }) as DataProvider["deleteOne"],
    custom: (async ({ url, method, payload, query }: CustomParams) => {
      calls.push({ url, method, payload, query });
      if (url.endsWith("/accounting-report")) {
        return { data: { start_date: "2026-11-24", end_date: "2026-11-24", income: "1900.00", expense: "300.00", credit: "600.00", debt: "800.00", profit: "1600.00" } };
      }
      if (url.endsWith("/history")) return { data: { data: sampleHistory() } };
      const action = /\/accountings\/(\d+)\/(receive|complete|reverse)$/.exec(url);
      if (action) return { data: rows.find((row) => row.id === Number(action[1])) ?? {} };
      throw { statusCode: 404, message: `no route ${url}` };
    }) as DataProvider["custom"],
  };
  return { dataProvider, lists, calls };
};
