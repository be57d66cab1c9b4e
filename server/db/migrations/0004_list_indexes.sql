-- The keyword search (server/engine/search.ts): trigrams for the index, and the folding table as an IMMUTABLE
-- function so an expression index can hold it. Written from FOLD_FROM/FOLD_TO; search-index.test.ts checks they agree.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tr_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate($1, 'ÇçĞğİIıÖöŞşÜüÄäßÊêÎîÛû', 'ccggiiioossuuaaseeiiuu') $$;--> statement-breakpoint
CREATE INDEX "announces_title_list_idx" ON "announces" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "announces_search_idx" ON "announces" USING gin (tr_fold(coalesce("title"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_type_list_idx" ON "categories" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "categories_name_list_idx" ON "categories" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin (tr_fold(coalesce("name"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_type_list_idx" ON "clients" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "clients_full_name_list_idx" ON "clients" USING btree ("company_id","full_name","id");--> statement-breakpoint
CREATE INDEX "clients_city_list_idx" ON "clients" USING btree ("company_id","city","id");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin (tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("gsm2"::text, '') || chr(31) || coalesce("company_name"::text, '') || chr(31) || coalesce("email"::text, '') || chr(31) || coalesce("identity_number"::text, '') || chr(31) || coalesce("tax_no"::text, '') || chr(31) || coalesce("groom_full_name"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "definitions_type_list_idx" ON "definitions" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "definitions_name_list_idx" ON "definitions" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "definitions_search_idx" ON "definitions" USING gin (tr_fold(coalesce("name"::text, '') || chr(31) || coalesce("content"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_title_list_idx" ON "notification" USING btree ("company_id","title","id");--> statement-breakpoint
CREATE INDEX "notification_search_idx" ON "notification" USING gin (tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("description"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_type_list_idx" ON "suppliers" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "suppliers_full_name_list_idx" ON "suppliers" USING btree ("company_id","full_name","id");--> statement-breakpoint
CREATE INDEX "suppliers_city_list_idx" ON "suppliers" USING btree ("company_id","city","id");--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin (tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("gsm2"::text, '') || chr(31) || coalesce("company_name"::text, '') || chr(31) || coalesce("email"::text, '') || chr(31) || coalesce("identity_number"::text, '') || chr(31) || coalesce("tax_no"::text, '')) gin_trgm_ops);