import type { BaseRecord, CustomParams, DataProvider } from "@refinedev/core";
import type { ResourceSchema } from "../../../engine";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../../schemas";
import type { Statement } from "../StatementTable";

const at = "2026-11-20T10:00:00.000Z";

/** Ayşe, a bride of the shop, as `GET /clients/:id` answers her (her row may SMS). */
export const sampleClient = (values: BaseRecord = {}): BaseRecord => ({
  id: 5,
  type: "person",
  role: "client",
  full_name: "Ayşe Kaya",
  gsm: "5321112233",
  city: "İstanbul",
  category_id: 23,
  accounts: [{ account_name: "Ayşe Kaya", bank_name: "Ziraat Bankası", iban: "TR330006100519786457841326" }],
  erased_at: null,
  created_at: at,
  _can: { update: true, delete: true, send_sms: true },
  ...values,
});

export const sampleCards = { total_sales: "0.00", total_rentals: "3000.00", paid: "1800.50", owed: "1199.50", credits: "0.00", balance: "1199.50" };

export const sampleStatement: Statement = {
  rows: [
    { id: 1, date: "2026-11-01", kind: "rent", title: "Prenses Gelinlik", contract_no: "1001", debit: "3000.00", credit: "0.00", balance: "3000.00" },
    { id: 2, date: "2026-11-01", kind: "payment", title: "Kapora", contract_no: "1001", debit: "0.00", credit: "1000.00", balance: "2000.00" },
    { id: 3, date: "2026-11-15", kind: "payment", title: "Ara ödeme", contract_no: "1001", debit: "0.00", credit: "800.50", balance: "1199.50" },
  ],
  totals: { debit: "3000.00", credit: "1800.50", balance: "1199.50" },
};

export interface PartyApiOptions {
  client?: BaseRecord | null;
  supplier?: BaseRecord | null;
  cards?: Record<string, string>;
  supplierCards?: Record<string, string>;
  images?: BaseRecord[];
  seed?: Record<string, BaseRecord[]>;
}

/**
 * The detail pages' API in memory, as the issue 18 contract answers: `/client-details/:id` (+ `/appointments`),
 * `/supplier-details/:id`, the statement, the report addresses, the client's photos with upload and delete; the
 * generic rows (accountings, leases, contracts, products…) from the memory provider. Every custom call is recorded.
 */
export const createPartyApi = (options: PartyApiOptions = {}) => {
  const client = options.client === undefined ? sampleClient() : options.client;
  const supplier = options.supplier === undefined ? { id: 8, type: "business", full_name: "Moda Tekstil", company_name: "Moda Tekstil A.Ş.", tax_office: "Kadıköy", tax_no: "4540536920", created_at: at, _can: { update: true } } : options.supplier;
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: client ? [client] : [],
    suppliers: supplier ? [supplier] : [],
    definitions: [{ id: 23, name: "VIP", type: "client-categories" }],
    ...options.seed,
  });
  const images: BaseRecord[] = [...(options.images ?? [])];
  const calls: CustomParams[] = [];
  let nextImage = 100;
  const gone = () => Promise.reject({ statusCode: 404, message: "Kayıt bulunamadı." });
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params: CustomParams) => {
      calls.push(params);
      const { url, method } = params;
      const payload = params.payload as unknown;
      if (/\/client-details\/\d+\/appointments$/.test(url)) {
        return { data: { data: [{ id: 1, calendar: "appointments", start_date: "2026-11-25", start_time: "14:00:00", end_date: "2026-11-25", end_time: "15:00:00", status: "active", employee_id: null, description: "Son prova" }] } as never };
      }
      // The rows as they stand now (an edit saved meanwhile shows).
      const clientNow = memory.rows.clients?.[0];
      const supplierNow = memory.rows.suppliers?.[0];
      if (/\/client-details\/\d+$/.test(url)) return clientNow ? { data: { client: clientNow, cards: options.cards ?? sampleCards } as never } : gone();
      if (/\/supplier-details\/\d+$/.test(url)) {
        return supplierNow ? { data: { supplier: supplierNow, ...(options.supplierCards ? { cards: options.supplierCards } : {}) } as never } : gone();
      }
      if (/\/client-statement\/\d+$/.test(url)) return client ? { data: sampleStatement as never } : gone();
      if (/\/(getsinglereport|getsupplierreport)\/\d+$/.test(url)) return { data: { url: "/api/downloads/tok-1" } as never };
      if (/\/clients\/\d+\/images$/.test(url)) return { data: { data: images, total: images.length, current_page: 1, per_page: 100, last_page: 1 } as never };
      if (url.endsWith("/clients/uploadimage") && method === "post") {
        const form = payload as FormData;
        const row = { id: nextImage++, client_id: Number(form.get("client_id")), image: `/uploads/photo-${nextImage}.png`, created_at: at };
        images.push(row);
        return { data: row as never };
      }
      if (url.endsWith("/clients/deleteimage") && method === "post") {
        const id = Number((payload as { id: number }).id);
        images.splice(images.findIndex((row) => row.id === id), 1);
        return { data: { message: "Fotoğraf silindi." } as never };
      }
      return memory.dataProvider.custom!(params);
    },
  };
  return { ...memory, dataProvider, calls, images };
};
