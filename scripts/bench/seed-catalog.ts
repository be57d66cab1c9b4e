import type { Scale } from "./seed-sql";

/** Every shop's catalog (issue 11): a shop holds on the order of a hundred gowns, accessories and services. */
export const PRODUCTS_PER_SHOP = 100;
/** Each shop's categories: three product categories, then two brands; ids are fixed so endpoints can name them. */
const CATEGORIES_PER_SHOP = 5;
const PRODUCT_CATEGORIES = ["Gelinlik", "Abiye", "Nişanlık"];
const BRANDS = ["Pronovias", "Rosa Clara"];

/** The dealer's (company 1's) first product category and first brand, which the filter endpoints ask for. */
export const DEALER_CATEGORY_ID = 1;
export const DEALER_BRAND_ID = 4;

/** Columns the services INSERT fills (a test checks it covers every NOT NULL column without a default). */
export const SERVICE_COLUMNS = [
  "company_id", "is_service", "name", "barcode", "category_id", "brand_id", "stock", "size", "price", "rent_price", "tax",
  "version", "deleted_at", "created_at", "updated_at",
] as const;

const MODELS = ["Prenses", "Balık", "Şifon", "Dantelli", "Işıltı", "İnci", "Güpürlü", "Çiçekli", "Straplez", "Öykü"];
const ARRAY = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(",")}]::text[]`;

/**
 * Product categories, brands and PRODUCTS_PER_SHOP products per shop in INSERT … SELECT statements: one in ten a
 * service, one in ten in the bin (the 'Silinen Ürünler' list has rows), stock from −1 (unlimited) to 5, sizes 36–48.
 */
export function catalogStatements(scale: Scale): string[] {
  return [
    `INSERT INTO categories (id, company_id, name, type)
     SELECT ${CATEGORIES_PER_SHOP} * (c - 1) + k, c,
            CASE WHEN k <= 3 THEN (${ARRAY(PRODUCT_CATEGORIES)})[k] ELSE (${ARRAY(BRANDS)})[k - 3] END,
            CASE WHEN k <= 3 THEN 'product-categories' ELSE 'product-brands' END
     FROM generate_series(1, ${scale.shops}) c, generate_series(1, ${CATEGORIES_PER_SHOP}) k`,
    `SELECT setval(pg_get_serial_sequence('categories', 'id'), ${scale.shops * CATEGORIES_PER_SHOP})`,
    `INSERT INTO services (${SERVICE_COLUMNS.join(", ")})
     SELECT c, i % 10 = 9,
            (${ARRAY(MODELS)})[1 + i % ${MODELS.length}] || ' ' || (${ARRAY(PRODUCT_CATEGORIES)})[1 + i % 3] || ' ' || i,
            (100000 + i)::text,
            ${CATEGORIES_PER_SHOP} * (c - 1) + 1 + i % 3,
            ${CATEGORIES_PER_SHOP} * (c - 1) + 4 + i % 2,
            i % 7 - 1, 36 + 2 * (i % 7),
            (5000 + (i * 37) % 20000)::numeric(14, 2), (1000 + (i * 13) % 4000)::numeric(14, 2), 18,
            1, CASE WHEN i % 10 = 0 THEN now() - (i % 30) * interval '1 day' END,
            now() - (i % 700) * interval '1 day', now() - (i % 700) * interval '1 day'
     FROM generate_series(1, ${scale.shops}) c, generate_series(1, ${PRODUCTS_PER_SHOP}) i`,
  ];
}
