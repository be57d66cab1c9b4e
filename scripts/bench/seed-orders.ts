import type { Scale } from "./seed-sql";

/**
 * Orders, leases and quotes of every shop (issue 15). A quiet shop writes a few dozen orders a year; the dealer
 * (company 1) one for every five of its clients: 10,000 at full scale, so its lease list and counters run over
 * thousands of rows.
 */
export const ORDERS_PER_SHOP = 30;
export const dealerOrders = (scale: Scale): number => Math.max(1, Math.floor(scale.dealerClients / 5));
/** Leases written by 'Kirala' on the product screen (no order), per shop; the dealer's: one for every 50 clients. */
export const LONE_LEASES_PER_SHOP = 5;
export const dealerLoneLeases = (scale: Scale): number => Math.max(1, Math.floor(scale.dealerClients / 50));
/** Quotes (teklifler), two lines each: per shop, and the dealer's one for every 10 clients. */
export const PROPOSALS_PER_SHOP = 10;
export const dealerProposals = (scale: Scale): number => Math.max(1, Math.floor(scale.dealerClients / 10));

/** Columns the processes INSERT fills (a test checks it covers every NOT NULL column without a default). */
export const PROCESS_COLUMNS = [
  "company_id", "client_id", "type", "contract_no", "wedding_date", "payment_style", "payment_type", "deposit", "last_payment_date",
  "total", "is_dress", "version", "created_at", "updated_at",
] as const;
export const PROCESS_LINE_COLUMNS = ["company_id", "process_id", "service_id", "piece", "price", "discount", "tax", "issue_date", "delivery_date", "position", "version", "created_at", "updated_at"] as const;
export const LEASE_COLUMNS = [
  "company_id", "service_id", "client_id", "piece", "issue_date", "delivery_date", "total_price", "price", "status", "process_id",
  "delivered_date", "version", "created_at", "updated_at",
] as const;
export const PROPOSAL_COLUMNS = ["company_id", "customer_name", "phone", "status", "version", "created_at", "updated_at"] as const;

/** Row `i` of the numbered orders belongs to the dealer while i ≤ dealer's count, then to shops 2.. in turn. */
export const companyOf = (dealer: number, scale: Scale) =>
  `CASE WHEN i <= ${dealer} THEN 1 ELSE 2 + (i - ${dealer} - 1) % ${Math.max(1, scale.shops - 1)} END`;

/** Each company's clients and rentable products (not a service, not in the bin), numbered from 1, and their counts. */
const NUMBERED = `
  client_counts AS MATERIALIZED (SELECT company_id, count(*) AS n FROM clients GROUP BY company_id),
  numbered_clients AS MATERIALIZED (SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM clients),
  product_counts AS MATERIALIZED (SELECT company_id, count(*) AS n FROM services WHERE NOT is_service AND deleted_at IS NULL GROUP BY company_id),
  numbered_products AS MATERIALIZED (
    SELECT company_id, id, price, rent_price, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k
    FROM services WHERE NOT is_service AND deleted_at IS NULL)`;

/**
 * The orders in INSERT … SELECT statements, each shop's spread over 500 days around today (weddings from 400 days
 * ago to 100 days ahead; one in ten around today, so that the lease page's 'now' has its rows): two in three rent a gown (one line, a lease from the day before the wedding to two days
 * after it; returned on its delivery date once that has passed), one in three sell one; payment now (an income),
 * now and later (a credit and its kapora paid in cash) or later (a credit), each record naming its order and client.
 * Then the lone leases of 'Kirala' (their own credit, lease_id) and the quotes with two lines each.
 */
export function orderStatements(scale: Scale): string[] {
  const dealer = dealerOrders(scale);
  const orders = dealer + Math.max(0, scale.shops - 1) * ORDERS_PER_SHOP;
  const lone = dealerLoneLeases(scale);
  const loneLeases = lone + Math.max(0, scale.shops - 1) * LONE_LEASES_PER_SHOP;
  const proposalsDealer = dealerProposals(scale);
  const proposals = proposalsDealer + Math.max(0, scale.shops - 1) * PROPOSALS_PER_SHOP;
  return [
    `WITH ${NUMBERED},
     o AS (SELECT i, ${companyOf(dealer, scale)} AS company, CASE WHEN i % 10 = 0 THEN current_date - 1 + (i / 10) % 3 ELSE current_date - 400 + (i * 7919) % 500 END AS wedding FROM generate_series(1, ${orders}) i)
     INSERT INTO processes (${PROCESS_COLUMNS.join(", ")})
     SELECT o.company, c.id, CASE WHEN o.i % 3 = 0 THEN 'sale' ELSE 'rent' END, (10000 + o.i)::text, o.wedding,
            (ARRAY['now', 'now_and_later', 'now_and_later', 'later'])[1 + o.i % 4], CASE WHEN o.i % 5 = 0 THEN 'credit_cart' ELSE 'cash' END,
            CASE WHEN o.i % 4 IN (1, 2) THEN 500 END, CASE WHEN o.i % 4 <> 0 THEN o.wedding + 30 END,
            CASE WHEN o.i % 3 = 0 THEN p.price ELSE p.rent_price END, p.k % 3 = 1, 1,
            least(o.wedding - 60, current_date)::timestamptz, least(o.wedding - 60, current_date)::timestamptz
     FROM o JOIN client_counts cc ON cc.company_id = o.company JOIN numbered_clients c ON c.company_id = o.company AND c.k = 1 + (o.i * 31) % cc.n
            JOIN product_counts pc ON pc.company_id = o.company JOIN numbered_products p ON p.company_id = o.company AND p.k = 1 + (o.i * 7) % pc.n`,
    // The order's one line: the product whose price it charged (the total is the line's, no discount, tax 18).
    `WITH ${NUMBERED}
     INSERT INTO process_lines (${PROCESS_LINE_COLUMNS.join(", ")})
     SELECT o.company_id, o.id, p.id, 1, o.total, 0, CASE WHEN o.payment_type = 'credit_cart' THEN 8 ELSE 18 END,
            CASE WHEN o.type = 'rent' THEN o.wedding_date - 1 END, CASE WHEN o.type = 'rent' THEN o.wedding_date + 2 END, 0, 1, o.created_at, o.created_at
     FROM (SELECT *, (contract_no::int - 10000) AS i FROM processes) o
          JOIN product_counts pc ON pc.company_id = o.company_id JOIN numbered_products p ON p.company_id = o.company_id AND p.k = 1 + (o.i * 7) % pc.n`,
    `INSERT INTO leases (${LEASE_COLUMNS.join(", ")})
     SELECT o.company_id, l.service_id, o.client_id, 1, l.issue_date, l.delivery_date, o.total, coalesce(o.deposit, 0),
            CASE WHEN l.delivery_date < current_date THEN 'returned' ELSE 'active' END, o.id,
            CASE WHEN l.delivery_date < current_date THEN l.delivery_date END, 1, o.created_at, o.created_at
     FROM processes o JOIN process_lines l ON l.company_id = o.company_id AND l.process_id = o.id WHERE o.type = 'rent'`,
    // The order's records: an income when paid now, else a credit (due 30 days after the wedding) and its kapora.
    `INSERT INTO accountings (company_id, kind, type, title, date, price, payment_type, type_of_payment, first_payment_date, last_payment_date,
                              process_id, client_id, contract_no, version, created_at, updated_at)
     SELECT company_id, CASE WHEN payment_style = 'now' THEN 'income' ELSE 'credit' END, CASE WHEN payment_style = 'now' THEN 'income' ELSE 'credit' END,
            CASE WHEN type = 'rent' THEN 'Kiralama' ELSE 'Satış' END || ' ' || contract_no, created_at::date, total, payment_type, 'one_time',
            CASE WHEN payment_style <> 'now' THEN created_at::date END, last_payment_date, id, client_id, contract_no, 1, created_at, created_at
     FROM processes`,
    `INSERT INTO accountings (company_id, kind, type, title, date, price, payment_type, credit_id, process_id, client_id, contract_no, version, created_at, updated_at)
     SELECT a.company_id, 'payment', 'income', 'Kapora ' || a.contract_no, a.date, o.deposit, 'cash', a.id, o.id, o.client_id, o.contract_no, 1, a.created_at, a.created_at
     FROM accountings a JOIN processes o ON o.company_id = a.company_id AND o.id = a.process_id
     WHERE a.kind = 'credit' AND o.deposit > 0`,
    // 'Kirala' from the product screen: its own credit (lease_id) and, for every other one, a cash kapora.
    `WITH ${NUMBERED},
     o AS (SELECT i, ${companyOf(lone, scale)} AS company, CASE WHEN i % 5 = 0 THEN current_date - 1 ELSE current_date - 200 + (i * 7919) % 300 END AS issue FROM generate_series(1, ${loneLeases}) i)
     INSERT INTO leases (${LEASE_COLUMNS.join(", ")})
     SELECT o.company, p.id, c.id, 1, o.issue, o.issue + 3, p.rent_price, CASE WHEN o.i % 2 = 0 THEN 300 ELSE 0 END,
            CASE WHEN o.issue + 3 < current_date THEN 'returned' ELSE 'active' END, NULL, CASE WHEN o.issue + 3 < current_date THEN o.issue + 3 END,
            1, least(o.issue - 10, current_date)::timestamptz, least(o.issue - 10, current_date)::timestamptz
     FROM o JOIN client_counts cc ON cc.company_id = o.company JOIN numbered_clients c ON c.company_id = o.company AND c.k = 1 + (o.i * 17) % cc.n
            JOIN product_counts pc ON pc.company_id = o.company JOIN numbered_products p ON p.company_id = o.company AND p.k = 1 + (o.i * 11) % pc.n`,
    `INSERT INTO accountings (company_id, kind, type, title, date, price, payment_type, type_of_payment, first_payment_date, last_payment_date,
                              lease_id, client_id, version, created_at, updated_at)
     SELECT company_id, 'credit', 'credit', 'Kiralama', issue_date, total_price, 'cash', 'one_time', issue_date, delivery_date, id, client_id, 1, created_at, created_at
     FROM leases WHERE process_id IS NULL`,
    `INSERT INTO accountings (company_id, kind, type, title, date, price, payment_type, credit_id, lease_id, client_id, version, created_at, updated_at)
     SELECT a.company_id, 'payment', 'income', 'Kapora', a.date, l.price, 'cash', a.id, l.id, l.client_id, 1, a.created_at, a.created_at
     FROM accountings a JOIN leases l ON l.company_id = a.company_id AND l.id = a.lease_id
     WHERE a.kind = 'credit' AND l.process_id IS NULL AND l.price > 0`,
    // Quotes over the last 400 days (today's, this week's and this month's have their share), then two lines each.
    `INSERT INTO proposals (${PROPOSAL_COLUMNS.join(", ")})
     SELECT ${companyOf(proposalsDealer, scale)}, 'Teklif Müşterisi ' || i, '+905' || (320000000 + i)::text,
            (ARRAY['waiting', 'waiting', 'accepted', 'rejected'])[1 + i % 4], 1,
            now() - ((i * 7919) % 400) * interval '1 day', now() - ((i * 7919) % 400) * interval '1 day'
     FROM generate_series(1, ${proposals}) i`,
    `WITH ${NUMBERED}
     INSERT INTO proposal_lines (company_id, proposal_id, service_id, price, position, version, created_at, updated_at)
     SELECT q.company_id, q.id, p.id, p.price, line.pos, 1, q.created_at, q.created_at
     FROM proposals q CROSS JOIN generate_series(0, 1) AS line(pos)
          JOIN product_counts pc ON pc.company_id = q.company_id JOIN numbered_products p ON p.company_id = q.company_id AND p.k = 1 + (q.id * 13 + line.pos) % pc.n`,
  ];
}
