-- The keyword search (server/engine/search.ts): each searchable row stores its folded, lower-cased search text
-- (search_doc) and that text's trigrams tagged with the row's company (search_keys: company_id << 32 | the
-- trigram's 32-bit hash; 0 for rows of no company). A GIN index on the keys finds one company's rows holding a
-- keyword's trigrams from that company's entries alone; LIKE on search_doc then checks the match exactly (a hash
-- collision can only add a candidate, never lose a row).
CREATE OR REPLACE FUNCTION search_keys(bigint, text) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT ($1 << 32) | (hashtext(t)::bigint & 4294967295)), '{}') FROM unnest(show_trgm($2)) t $$;--> statement-breakpoint
-- A keyword's keys: only the trigrams inside its words (those with padding mark a word's start or end, which a
-- keyword found inside a longer word does not share).
CREATE OR REPLACE FUNCTION search_query_keys(bigint, text) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT ($1 << 32) | (hashtext(t)::bigint & 4294967295)), '{}') FROM unnest(show_trgm($2)) t WHERE position(' ' in t) = 0 $$;--> statement-breakpoint
DROP INDEX "announces_search_idx";--> statement-breakpoint
DROP INDEX "categories_search_idx";--> statement-breakpoint
DROP INDEX "clients_search_idx";--> statement-breakpoint
DROP INDEX "definitions_search_idx";--> statement-breakpoint
DROP INDEX "notification_search_idx";--> statement-breakpoint
DROP INDEX "suppliers_search_idx";--> statement-breakpoint
ALTER TABLE "announces" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("title"::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "announces" ADD COLUMN "search_keys" bigint[] GENERATED ALWAYS AS (search_keys(0, lower(tr_fold(coalesce("title"::text, ''))))) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("name"::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("name"::text, ''))))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("gsm2"::text, '') || chr(31) || coalesce("company_name"::text, '') || chr(31) || coalesce("email"::text, '') || chr(31) || coalesce("identity_number"::text, '') || chr(31) || coalesce("tax_no"::text, '') || chr(31) || coalesce("groom_full_name"::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("gsm2"::text, '') || chr(31) || coalesce("company_name"::text, '') || chr(31) || coalesce("email"::text, '') || chr(31) || coalesce("identity_number"::text, '') || chr(31) || coalesce("tax_no"::text, '') || chr(31) || coalesce("groom_full_name"::text, ''))))) STORED;--> statement-breakpoint
ALTER TABLE "definitions" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("name"::text, '') || chr(31) || coalesce("content"::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "definitions" ADD COLUMN "search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("name"::text, '') || chr(31) || coalesce("content"::text, ''))))) STORED;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("description"::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("description"::text, ''))))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("gsm2"::text, '') || chr(31) || coalesce("company_name"::text, '') || chr(31) || coalesce("email"::text, '') || chr(31) || coalesce("identity_number"::text, '') || chr(31) || coalesce("tax_no"::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("gsm2"::text, '') || chr(31) || coalesce("company_name"::text, '') || chr(31) || coalesce("email"::text, '') || chr(31) || coalesce("identity_number"::text, '') || chr(31) || coalesce("tax_no"::text, ''))))) STORED;--> statement-breakpoint
CREATE INDEX "announces_search_idx" ON "announces" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "definitions_search_idx" ON "definitions" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "notification_search_idx" ON "notification" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ("search_keys");--> statement-breakpoint
DROP INDEX "categories_parent_id_list_idx";
