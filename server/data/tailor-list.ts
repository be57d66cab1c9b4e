import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { caseFolded } from "../engine/turkish-order";
import { DEFAULT_SHOP_TIME_ZONE } from "../../src/domain/periods";
import type { DateRange } from "../../src/domain/periods";
import type { TailorListRow } from "../../src/domain/tailor-list";
import type { TenantScope } from "./scope";

export type { TailorListRow };

/** The product categories a measurement sheet is taken for (spec §9), compared the Turkish way ignoring case. */
export const DRESS_CATEGORIES = ["GELİNLİK", "KINALIK", "KAFTAN"] as const;

/** A sale of a client with its dress items and its sheet's id (spec §7 `get-client-dimensions/{id}`). */
export interface SaleWithDressItems {
  process_id: number;
  contract_no: string | null;
  sale_date: string;
  measurement_date: string;
  dimension_id: number | null;
  items: Array<{ id: number; service_id: number; product: string | null; category: string | null; measurement_date: string }>;
}

type Raw = Record<string, unknown>;
const folded = (value: SQL) => sql`split_part(tr_sort_key(${value}), chr(1), 1)`;

/**
 * The sales' GELİNLİK, KINALIK and KAFTAN lines of the scope's company with their measurement date (the sale's day on
 * the company's clock plus one month) and the sale's sheet: the tailor list, its counters, one client's sales.
 */
export function tailorListRepository(db: Db, scope: TenantScope) {
  const companyId = scope.companyId;
  const rowsOf = async (query: SQL): Promise<Raw[]> => ((await db.execute(query)) as unknown as { rows: Raw[] }).rows;
  // Folded here, not in SQL: the statement's plan then compares with three values instead of expanding three calls.
  const dressCategory = sql.join(DRESS_CATEGORIES.map((name) => sql`${caseFolded(name)}::text`), sql`, `);
  const zone = sql`coalesce((select co.time_zone from companies co where co.id = ${companyId}), ${DEFAULT_SHOP_TIME_ZONE})`;
  const saleDay = sql`(p.created_at at time zone ${zone})::date`;
  const measurementDay = sql`(${saleDay} + interval '1 month')::date`;
  /**
   * Sales whose measurement date may fall in the range, on the sales' (company_id, created_at) index: a month before
   * it, with a few days' margin for a month's end (31 January + 1 month is 28 February); the exact test follows.
   */
  const soldFor = (range: DateRange | null) =>
    range
      ? sql` and p.created_at >= ((${range.start}::date - interval '1 month' - interval '3 days')::timestamp at time zone ${zone})
             and p.created_at < ((${range.end}::date - interval '1 month' + interval '4 days')::timestamp at time zone ${zone})`
      : sql``;
  /** The dress lines of the company's sales (those sold for `range`, or all), as one derived table (without the clients' names: `named`). */
  const dressLines = (range: DateRange | null = null) => sql`(
    select pl.id, p.id as process_id, p.contract_no, p.client_id, s.id as service_id, s.name as product, cat.name as category,
           ${saleDay} as sale_date, ${measurementDay} as measurement_date, d.id as dimension_id
    from processes p
    join process_lines pl on pl.company_id = p.company_id and pl.process_id = p.id
    join services s on s.company_id = pl.company_id and s.id = pl.service_id
    join categories cat on cat.company_id = pl.company_id and cat.id = s.category_id
    left join dimensions d on d.company_id = p.company_id and d.process_id = p.id
    where p.company_id = ${companyId}${soldFor(range)} and ${folded(sql`cat.name`)} in (${dressCategory})
  ) dl`;
  const inRange = (range: DateRange | null) => (range ? sql`dl.measurement_date between ${range.start}::date and ${range.end}::date` : sql`true`);
  const shape = (row: Raw): TailorListRow => ({
    id: Number(row.id),
    process_id: Number(row.process_id),
    contract_no: (row.contract_no as string | null) ?? null,
    client_id: row.client_id === null ? null : Number(row.client_id),
    client_name: (row.client_name as string | null) ?? null,
    client_gsm: (row.client_gsm as string | null) ?? null,
    service_id: Number(row.service_id),
    product: (row.product as string | null) ?? null,
    category: (row.category as string | null) ?? null,
    sale_date: String(row.sale_date),
    measurement_date: String(row.measurement_date),
    dimension_id: row.dimension_id === null ? null : Number(row.dimension_id),
  });
  const columns = sql`dl.id, dl.process_id, dl.contract_no, dl.client_id, dl.service_id, dl.product, dl.category,
    dl.sale_date::text as sale_date, dl.measurement_date::text as measurement_date, dl.dimension_id`;
  /** Rows of dress lines (`lines`, a select of `columns`) with their clients' names, read for those rows alone, in `order`. */
  const named = (lines: SQL, order: SQL) => sql`
    select lines.*, cl.full_name as client_name, cl.gsm as client_gsm from (${lines}) lines
    left join clients cl on cl.company_id = ${companyId} and cl.id = lines.client_id
    order by ${order}`;
  const listOrder = sql`lines.measurement_date, lines.process_id, lines.id`;

  return {
    /** A page of the dress lines whose measurement date lies in `range` (all with null), by measurement date. */
    async page(range: DateRange | null, page: number, perPage: number): Promise<{ rows: TailorListRow[]; total: number }> {
      // The page is cut first; only its own rows' clients are read.
      const found = await rowsOf(named(sql`
        select ${columns}, count(*) over () as total_count from ${dressLines(range)}
        where ${inRange(range)}
        order by dl.measurement_date, dl.process_id, dl.id
        limit ${perPage} offset ${(page - 1) * perPage}`, listOrder));
      const total = found.length > 0 ? Number(found[0].total_count) : Number((await rowsOf(sql`select count(*) as count from ${dressLines(range)} where ${inRange(range)}`))[0].count);
      return { rows: found.map(shape), total };
    },

    /** How many dress lines fall in each named range, in one statement. */
    async counters<K extends string>(ranges: Record<K, DateRange>): Promise<Record<K, number>> {
      const names = Object.keys(ranges) as K[];
      const bounds = names.map((name) => ranges[name]);
      // Only the sales any of the ranges may hold are read.
      const union = bounds.length ? { start: bounds.map((range) => range.start).sort()[0], end: bounds.map((range) => range.end).sort().at(-1)! } : null;
      const [found] = await rowsOf(sql`select ${sql.join(
        names.map((name) => sql`count(*) filter (where ${inRange(ranges[name])}) as ${sql.identifier(name)}`),
        sql`, `,
      )} from ${dressLines(union)}`);
      return Object.fromEntries(names.map((name) => [name, Number(found[name] ?? 0)])) as Record<K, number>;
    },

    /** The client's sales that hold dress items, newest first, each with its items and its sheet's id. */
    async ofClient(clientId: number): Promise<SaleWithDressItems[]> {
      const lines = sql`select ${columns} from ${dressLines()} where dl.client_id = ${clientId}`;
      const found = (await rowsOf(named(lines, sql`lines.sale_date desc, lines.process_id desc, lines.id`))).map(shape);
      return saleGroups(found);
    },

    /** One sale's dress items (empty when it has none or is not the company's). */
    async ofSale(processId: number): Promise<SaleWithDressItems | undefined> {
      const found = (await rowsOf(named(sql`select ${columns} from ${dressLines()} where dl.process_id = ${processId}`, sql`lines.id`))).map(shape);
      return saleGroups(found)[0];
    },
  };
}

function saleGroups(rows: TailorListRow[]): SaleWithDressItems[] {
  const sales = new Map<number, SaleWithDressItems>();
  for (const row of rows) {
    let sale = sales.get(row.process_id);
    if (!sale) {
      sale = { process_id: row.process_id, contract_no: row.contract_no, sale_date: row.sale_date, measurement_date: row.measurement_date, dimension_id: row.dimension_id, items: [] };
      sales.set(row.process_id, sale);
    }
    sale.items.push({ id: row.id, service_id: row.service_id, product: row.product, category: row.category, measurement_date: row.measurement_date });
  }
  return [...sales.values()];
}
