-- Turkish alphabetical order (server/engine/turkish-order.ts): a text field sorts by tr_sort_key(field) COLLATE "C",
-- each letter mapped to one ASCII character in alphabet order, then the raw value; the same on any database
-- collation, without ICU. Written from SORT_FROM/SORT_TO; turkish-order.test.ts checks they agree. The sorts of
-- free text fields get an index on that key instead of on the stored value.
CREATE OR REPLACE FUNCTION tr_sort_key(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(translate($1, 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZàáâãäåāÀÁÂÃÄÅĀèéêëēÈÉÊËĒìíîïīÌÍÎÏĪòóôõøōÒÓÔÕØŌùúûūÙÚÛŪñÑýÿÝß[\]^_`', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZ[[\\]]^^__``AAAAAAAAAAAAAAFFFFFFFFFFLLLLLLLLLLRRRRRRRRRRRRZZZZZZZZQQ___W@@@@@@') || chr(1) || $1, chr(1114111)) $$;--> statement-breakpoint
DROP INDEX "announces_title_list_idx";--> statement-breakpoint
DROP INDEX "categories_name_list_idx";--> statement-breakpoint
DROP INDEX "clients_full_name_list_idx";--> statement-breakpoint
DROP INDEX "clients_city_list_idx";--> statement-breakpoint
DROP INDEX "definitions_name_list_idx";--> statement-breakpoint
DROP INDEX "notification_title_list_idx";--> statement-breakpoint
DROP INDEX "suppliers_full_name_list_idx";--> statement-breakpoint
DROP INDEX "suppliers_city_list_idx";--> statement-breakpoint
CREATE INDEX "announces_title_sort_idx" ON "announces" USING btree ((tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "categories_name_sort_idx" ON "categories" USING btree ("company_id",(tr_sort_key("name") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "clients_full_name_sort_idx" ON "clients" USING btree ("company_id",(tr_sort_key("full_name") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "clients_city_sort_idx" ON "clients" USING btree ("company_id",(tr_sort_key("city") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "definitions_name_sort_idx" ON "definitions" USING btree ("company_id",(tr_sort_key("name") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "notification_title_sort_idx" ON "notification" USING btree ("company_id",(tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "suppliers_full_name_sort_idx" ON "suppliers" USING btree ("company_id",(tr_sort_key("full_name") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "suppliers_city_sort_idx" ON "suppliers" USING btree ("company_id",(tr_sort_key("city") COLLATE "C"),"id");