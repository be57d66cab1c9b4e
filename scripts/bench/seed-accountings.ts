import type { Scale } from "./seed-sql";

/** Every other shop's money records: a few years of a quiet shop. */
export const ACCOUNTINGS_PER_SHOP = 100;
/** The dealer (company 1) keeps as many records as it has clients: tens of thousands at full scale. */
export const dealerAccountings = (scale: Scale): number => scale.dealerClients;

/** Columns the accountings INSERT fills (a test checks it covers every NOT NULL column without a default). */
export const ACCOUNTING_COLUMNS = [
  "company_id", "kind", "type", "title", "date", "price", "payment_type", "cash_amount", "credit_cart_amount", "eft_amount",
  "type_of_payment", "first_payment_date", "last_payment_date", "version", "created_at", "updated_at",
] as const;

const TITLES = ["Gelinlik Satışı", "Abiye Kiralama", "Kuru Temizleme", "Terzi Ücreti", "Kına Elbisesi", "Kira Gideri", "Elektrik Faturası", "Kumaş Alımı"];
const ARRAY = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(",")}]::text[]`;

/**
 * The records of every shop in two INSERT … SELECT statements, dated over the last three years (today's month
 * and day have their share, as a live shop's do): of every 20, 8 incomes (cash, card, EFT, split in turn), 2
 * special incomes, 4 expenses, 1 general expense, 2 credits, 1 debt, 2 more incomes by card; then a payment of
 * half of every other credit and debt, three days after it (today at the latest).
 */
export function accountingStatements(scale: Scale): string[] {
  const dealer = dealerAccountings(scale);
  const others = Math.max(0, scale.shops - 1) * ACCOUNTINGS_PER_SHOP;
  const kind = `(ARRAY['income','income','income','income','income','income','income','income','special_income','special_income',
                      'expense','expense','expense','expense','general_expense','credit','credit','debt','income','income'])[1 + r.k]`;
  const typeOf = (kindSql: string) => `CASE WHEN ${kindSql} IN ('income','special_income') THEN 'income' WHEN ${kindSql} IN ('expense','general_expense') THEN 'expense' ELSE ${kindSql} END`;
  const paymentType = `CASE WHEN r.k >= 15 AND r.k <= 17 THEN 'cash' WHEN r.k >= 18 THEN 'credit_cart' ELSE (ARRAY['cash','credit_cart','eft','multiple_payment'])[1 + r.k % 4] END`;
  const price = `(100 + (r.i * 37) % 9900)::numeric(14, 2)`;
  return [
    `INSERT INTO accountings (${ACCOUNTING_COLUMNS.join(", ")})
     SELECT r.company, r.kind, ${typeOf("r.kind")}, (${ARRAY(TITLES)})[1 + r.i % ${TITLES.length}], r.day, r.price, r.payment_type,
            CASE WHEN r.payment_type = 'multiple_payment' THEN r.price - 50 END, CASE WHEN r.payment_type = 'multiple_payment' THEN 50 END,
            CASE WHEN r.payment_type = 'multiple_payment' THEN 0 END,
            'one_time', CASE WHEN r.kind IN ('credit','debt') THEN r.day END, CASE WHEN r.kind IN ('credit','debt') THEN r.day + 30 END,
            1, r.day::timestamptz, r.day::timestamptz
     FROM (SELECT r.*, ${kind} AS kind, ${paymentType} AS payment_type, ${price} AS price
           FROM (SELECT i, i % 20 AS k,
                        CASE WHEN i <= ${dealer} THEN 1 ELSE 2 + (i - ${dealer} - 1) % ${Math.max(1, scale.shops - 1)} END AS company,
                        (current_date - (i * 7919) % 1095)::date AS day
                 FROM generate_series(1, ${dealer + others}) i) r) r`,
    `INSERT INTO accountings (company_id, kind, type, title, date, price, payment_type, credit_id, version, created_at, updated_at)
     SELECT company_id, 'payment', CASE WHEN type = 'credit' THEN 'income' ELSE 'expense' END, title, least(date + 3, current_date), (price / 2)::numeric(14, 2), 'cash', id,
            1, least(date + 3, current_date)::timestamptz, least(date + 3, current_date)::timestamptz
     FROM accountings WHERE type IN ('credit', 'debt') AND id % 2 = 0`,
  ];
}
