/**
 * One dress item of a sale on the tailor list (spec §2 "Tailor list", §7 `tailor-list`), as `GET /api/tailor-list`
 * answers it: written by server/data/tailor-list.ts, shown by src/resources/dimensions.
 */
export interface TailorListRow {
  /** The sale's line. */
  id: number;
  process_id: number;
  contract_no: string | null;
  client_id: number | null;
  client_name: string | null;
  client_gsm: string | null;
  service_id: number;
  product: string | null;
  category: string | null;
  /** The sale's day on the company's clock. */
  sale_date: string;
  /** The sale's day plus one month (spec §9). */
  measurement_date: string;
  /** The sale's measurement sheet, when it has one. */
  dimension_id: number | null;
}
