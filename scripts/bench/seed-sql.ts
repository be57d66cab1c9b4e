import { PERMISSION_FLAGS } from "../../src/domain/permissions";
import {
  cityCountyPairs,
  FEMALE_NAMES,
  MALE_NAMES,
  SURNAMES,
  TAX_OFFICES,
  TRADES,
  vergiKimlikNumbers,
} from "./turkish-data";

/** How big a seeded database is: shops, clients in all, and how many of them the dealer (shop 1) holds. */
export interface Scale {
  shops: number;
  clients: number;
  dealerClients: number;
}

/** The shop with the most clients is company 1; company 2 is a shop like the others (the "normal shop"). */
export const DEALER_ID = 1;
export const NORMAL_SHOP_ID = 2;

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(text).join(",")}]::text[]`;
/** A random element of a text[] column of `pools`. */
const pick = (array: string) => `${array}[1 + floor(random() * cardinality(${array}))::int]`;

/** Columns the clients INSERT fills (a test checks it covers every NOT NULL column without a default). */
export const CLIENT_COLUMNS = [
  "company_id", "type", "full_name", "category_id", "identity_number", "company_name", "tax_office", "tax_no", "gsm",
  "gsm2", "phone", "email", "country", "city", "county", "address", "groom_full_name", "groom_gsm", "groom_identity",
  "role", "version", "created_at", "updated_at",
] as const;

/**
 * A valid TC Kimlik number computed in SQL from a random nine-digit `base` (the first digit not 0) and its two
 * check digits; a pool in an array would be read element by element for every row, far too slow for 1,000,000.
 */
export function tcknSql(base: string): string {
  const digit = (k: number) => `(${base} / ${10 ** (8 - k)} % 10)`;
  const odd = [0, 2, 4, 6, 8].map(digit).join(" + ");
  const even = [1, 3, 5, 7].map(digit).join(" + ");
  const tenth = `((((${odd}) * 7 - (${even})) % 10 + 10) % 10)`;
  const eleventh = `((${[0, 1, 2, 3, 4, 5, 6, 7, 8].map(digit).join(" + ")} + ${tenth}) % 10)`;
  return `(${base}::text || ${tenth}::text || ${eleventh}::text)`;
}

const randomBase = "(100000000 + floor(random() * 900000000))::bigint";

const mobile = "'+905' || (30 + floor(random() * 26))::int || lpad(floor(random() * 10000000)::int::text, 7, '0')";

/** Shops: companies 1..shops, each with two client categories and a signed-up owner holding every flag. */
function shopStatements(scale: Scale, passwordHash: string): string[] {
  const flags = PERMISSION_FLAGS.map((flag) => `"${flag}"`).join(", ");
  const flagValues = PERMISSION_FLAGS.map(() => "true").join(", ");
  return [
    `INSERT INTO companies (id, full_name, title, phone, city, county, expiration_date, sms_confirmed, created_at, updated_at)
     SELECT c, s.surname || ' Gelinlik ' || c, s.surname || ' Gelinlik', '+905' || (300000000 + c)::text, 'İstanbul', 'Kadıköy',
            now() + interval '1 year', true, now() - interval '2 years', now() - interval '2 years'
     FROM generate_series(1, ${scale.shops}) c,
          LATERAL (SELECT (${textArray(SURNAMES)})[1 + c % ${SURNAMES.length}] AS surname) s`,
    `SELECT setval(pg_get_serial_sequence('companies', 'id'), ${scale.shops})`,
    `INSERT INTO definitions (id, company_id, name, type)
     SELECT 2 * c - k, c, CASE k WHEN 1 THEN 'Genel' ELSE 'Gelin Adayı' END, 'client-categories'
     FROM generate_series(1, ${scale.shops}) c, generate_series(0, 1) k`,
    `SELECT setval(pg_get_serial_sequence('definitions', 'id'), ${2 * scale.shops})`,
    `INSERT INTO users (id, company_id, name, email, phone, password_hash, roles, first_user, ${flags})
     SELECT c, c, (${textArray(FEMALE_NAMES)})[1 + c % ${FEMALE_NAMES.length}] || ' ' || (${textArray(SURNAMES)})[1 + c % ${SURNAMES.length}],
            'sahip' || c || '@magaza' || c || '.com.tr', '+905' || (400000000 + c)::text, ${text(passwordHash)}, '["user"]'::jsonb, true, ${flagValues}
     FROM generate_series(1, ${scale.shops}) c`,
    `SELECT setval(pg_get_serial_sequence('users', 'id'), ${scale.shops})`,
  ];
}

/**
 * The clients, in one INSERT … SELECT over generate_series: every (clients/dealerClients)-th row is the dealer's
 * (spread through the table as a busy shop's rows would be), the rest at random over the other shops; 85 % persons (with their groom), 15 % businesses; names, places and numbers from the lists.
 */
function clientsStatement(scale: Scale): string {
  const vkn = vergiKimlikNumbers(1_000);
  return `WITH pools AS MATERIALIZED (
      SELECT ${textArray(FEMALE_NAMES)} AS female, ${textArray(MALE_NAMES)} AS male, ${textArray(SURNAMES)} AS surnames,
             ${textArray(TRADES)} AS trades, ${textArray(TAX_OFFICES)} AS offices, ${textArray(cityCountyPairs())} AS places,
             ${textArray(["Berlin", "Köln", "Duisburg", "Hamburg", "München"])} AS german_cities,
             ${textArray(["Cumhuriyet", "Atatürk", "Yenişehir", "Fatih", "Yıldız", "Gül", "Çamlık"])} AS quarters,
             ${textArray(vkn)} AS vkn
    ), picks AS MATERIALIZED (
      SELECT i,
             CASE WHEN floor(i::numeric * ${scale.dealerClients} / ${scale.clients}) > floor((i - 1)::numeric * ${scale.dealerClients} / ${scale.clients})
               THEN ${DEALER_ID} ELSE 2 + floor(random() * ${Math.max(1, scale.shops - 1)})::int END AS company,
             random() < 0.85 AS person,
             ${pick("p.female")} AS first_name, ${pick("p.surnames")} AS surname,
             ${pick("p.male")} || ' ' || ${pick("p.surnames")} AS groom,
             random() < 0.96 AS in_turkey, ${pick("p.places")} AS place,
             random() AS r1, random() AS r2, random() AS r3, random() AS r4,
             ${randomBase} AS identity_base, ${randomBase} AS groom_base,
             now() - random() * interval '1095 days' AS created
      FROM generate_series(1, ${scale.clients}) i, pools p
    )
    INSERT INTO clients (${CLIENT_COLUMNS.join(", ")})
    SELECT company,
           CASE WHEN person THEN 'person' ELSE 'business' END,
           first_name || ' ' || surname,
           2 * company - CASE WHEN r1 < 0.7 THEN 1 ELSE 0 END,
           CASE WHEN person THEN ${tcknSql("identity_base")} END,
           CASE WHEN NOT person THEN surname || ' ' || ${pick("p.trades")} END,
           CASE WHEN NOT person THEN ${pick("p.offices")} END,
           CASE WHEN NOT person THEN ${pick("p.vkn")} END,
           ${mobile},
           CASE WHEN r2 < 0.2 THEN ${mobile} END,
           CASE WHEN r3 < 0.1 THEN '0212 ' || (200 + floor(r3 * 7000))::int || ' ' || lpad((i % 10000)::text, 4, '0') END,
           CASE WHEN r4 < 0.4 THEN lower(tr_fold(first_name || '.' || surname)) || (i % 1000) || '@gmail.com' END,
           CASE WHEN in_turkey THEN 'Türkiye' ELSE 'Almanya' END,
           CASE WHEN in_turkey THEN split_part(place, '|', 1) ELSE ${pick("p.german_cities")} END,
           CASE WHEN in_turkey THEN split_part(place, '|', 2) END,
           ${pick("p.quarters")} || ' Mah. ' || (1 + i % 300) || '. Sk. No: ' || (1 + i % 90),
           CASE WHEN person THEN groom END,
           CASE WHEN person THEN ${mobile} END,
           CASE WHEN person THEN ${tcknSql("groom_base")} END,
           'client', 1, created, created
    FROM picks, pools p`;
}

/** The whole seed as SQL statements, run one after another (no row is written from JavaScript). */
export function seedStatements(scale: Scale, passwordHash: string): string[] {
  if (scale.dealerClients > scale.clients) throw new Error("the dealer cannot hold more clients than there are");
  return [...shopStatements(scale, passwordHash), clientsStatement(scale)];
}
