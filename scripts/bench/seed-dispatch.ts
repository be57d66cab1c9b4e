import { companyOf } from "./seed-orders";
import type { Scale } from "./seed-sql";

/**
 * The gown's way out and back (issue 16): each shop's tailors and dry cleaners (clients of role tailor / dry), the
 * products sent to them (tables `tailors` and `dry`) and the measurement sheets of its GELİNLİK sales (`dimensions`).
 */
export const TAILOR_CLIENTS_PER_SHOP = 3;
export const DRY_CLIENTS_PER_SHOP = 2;
/** Products sent to the tailor and to the cleaner, each, per shop; the dealer's: one for every 25 clients. */
export const DISPATCHES_PER_SHOP = 20;
export const dealerDispatches = (scale: Scale): number => Math.max(1, Math.floor(scale.dealerClients / 25));

/** Columns the tailor and dry clients' INSERT fills (a test checks it covers every NOT NULL column without a default). */
export const DISPATCH_CLIENT_COLUMNS = ["company_id", "type", "full_name", "company_name", "gsm", "role", "version", "created_at", "updated_at"] as const;
/** Columns of the `tailors` and `dry` INSERTs (dry adds `paid_date`). */
export const DISPATCH_COLUMNS = [
  "company_id", "service_id", "client_id", "piece", "issue_date", "delivery_date", "notes", "status", "delivered_date", "price",
  "version", "created_at", "updated_at",
] as const;
/** The 14 measures of a sheet (spec §3 "measurements"), each a short text of centimetres. */
export const MEASURES = [
  "gogus", "bel", "basen", "on_ayna", "arka_ayna", "omuzdan_omuza", "gogus_dusuklugu", "pazu", "kol_boyu", "kol_agzi_bilek", "kel_evi",
  "beden_boyu", "on_etek_boyu", "omuzdan_boy",
] as const;

const NUMBERED = `
  product_counts AS MATERIALIZED (SELECT company_id, count(*) AS n FROM services WHERE NOT is_service AND deleted_at IS NULL GROUP BY company_id),
  numbered_products AS MATERIALIZED (
    SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM services WHERE NOT is_service AND deleted_at IS NULL),
  numbered_roles AS MATERIALIZED (SELECT company_id, role, id, row_number() OVER (PARTITION BY company_id, role ORDER BY id) AS k FROM clients WHERE role IN ('tailor', 'dry'))`;

/**
 * One table's rows (tailors or dry): spread over a year up to two months ahead, one in five sent two days ago (out
 * now); a week at the tailor, three days at the cleaner. Returned on the delivery date once that has passed, with
 * the tailor's charge; the cleaner's price from the start, paid on the day it came back.
 */
function dispatchStatement(table: "tailors" | "dry", scale: Scale): string {
  const dealer = dealerDispatches(scale);
  const rows = dealer + Math.max(0, scale.shops - 1) * DISPATCHES_PER_SHOP;
  const role = table === "tailors" ? "tailor" : "dry";
  const perShop = table === "tailors" ? TAILOR_CLIENTS_PER_SHOP : DRY_CLIENTS_PER_SHOP;
  const days = table === "tailors" ? 7 : 3;
  const returned = `o.issue + ${days} < current_date`;
  const price = table === "tailors" ? `CASE WHEN ${returned} THEN (150 + (o.i % 6) * 50)::numeric(14, 2) END` : `(100 + (o.i % 4) * 50)::numeric(14, 2)`;
  return `WITH ${NUMBERED},
     o AS (SELECT i, ${companyOf(dealer, scale)} AS company, CASE WHEN i % 5 = 0 THEN current_date - 2 ELSE current_date - 300 + (i * 7907) % 360 END AS issue
           FROM generate_series(1, ${rows}) i)
     INSERT INTO ${table} (${[...DISPATCH_COLUMNS, ...(table === "dry" ? ["paid_date"] : [])].join(", ")})
     SELECT o.company, p.id, c.id, 1, o.issue, o.issue + ${days}, CASE WHEN o.i % 4 = 0 THEN 'Etek boyu kısaltılacak' END,
            CASE WHEN ${returned} THEN 'returned' ELSE 'active' END, CASE WHEN ${returned} THEN o.issue + ${days} END, ${price},
            1, least(o.issue, current_date)::timestamptz, least(o.issue, current_date)::timestamptz
            ${table === "dry" ? `, CASE WHEN ${returned} THEN o.issue + ${days} END` : ""}
     FROM o JOIN numbered_roles c ON c.company_id = o.company AND c.role = '${role}' AND c.k = 1 + o.i % ${perShop}
            JOIN product_counts pc ON pc.company_id = o.company JOIN numbered_products p ON p.company_id = o.company AND p.k = 1 + (o.i * 13) % pc.n`;
}

/**
 * The statements, run after the orders: tailors and cleaners per shop; the rows sent to them and, for every returned
 * one, its expense (the tailor's charge paid on the day it came back; the cleaner's price paid that day); a sheet
 * for every other sale of a Gelinlik (the tailor list shows both kinds).
 */
export function dispatchStatements(scale: Scale): string[] {
  const measures = MEASURES.map((_, n) => `(${60 + n * 5} + p.id % 20)::text`).join(", ");
  return [
    `INSERT INTO clients (${DISPATCH_CLIENT_COLUMNS.join(", ")})
     SELECT c, 'business', CASE WHEN r.role = 'tailor' THEN 'Terzi ' ELSE 'Kuru Temizleme ' END || k, CASE WHEN r.role = 'tailor' THEN 'Terzi Atölyesi ' ELSE 'Kuru Temizleme ' END || k,
            '+905' || (500000000 + c * 10 + k)::text, r.role, 1, now() - interval '1 year', now() - interval '1 year'
     FROM generate_series(1, ${scale.shops}) c,
          (VALUES ('tailor', ${TAILOR_CLIENTS_PER_SHOP}), ('dry', ${DRY_CLIENTS_PER_SHOP})) AS r(role, n), generate_series(1, 5) k
     WHERE k <= r.n`,
    dispatchStatement("tailors", scale),
    dispatchStatement("dry", scale),
    `INSERT INTO accountings (company_id, kind, type, title, date, price, payment_type, type_of_payment, client_id, tailor_id, version, created_at, updated_at)
     SELECT company_id, 'expense', 'expense', 'Terzi ücreti', delivered_date, price, 'cash', 'one_time', client_id, id, 1, delivered_date::timestamptz, delivered_date::timestamptz
     FROM tailors WHERE status = 'returned' AND price > 0`,
    `INSERT INTO accountings (company_id, kind, type, title, date, price, payment_type, type_of_payment, client_id, dry_id, version, created_at, updated_at)
     SELECT company_id, 'expense', 'expense', 'Kuru temizleme', paid_date, price, 'cash', 'one_time', client_id, id, 1, paid_date::timestamptz, paid_date::timestamptz
     FROM dry WHERE paid_date IS NOT NULL AND price > 0`,
    `INSERT INTO dimensions (company_id, process_id, client_id, ${MEASURES.join(", ")}, dantel, duvak, not1, version, created_at, updated_at)
     SELECT p.company_id, p.id, p.client_id, ${measures}, p.id % 2 = 0, p.id % 3 = 0, CASE WHEN p.id % 5 = 0 THEN 'Prova cumartesi' END, 1, p.created_at, p.created_at
     FROM processes p
     WHERE p.type = 'sale' AND p.id % 2 = 0 AND EXISTS (
       SELECT 1 FROM process_lines l JOIN services s ON s.company_id = l.company_id AND s.id = l.service_id
                JOIN categories cat ON cat.company_id = s.company_id AND cat.id = s.category_id
       WHERE l.company_id = p.company_id AND l.process_id = p.id AND cat.name = 'Gelinlik')`,
  ];
}
