-- x-resource.uniqueIgnoringCase on categories (issue 10): one name per type and parent within a company, compared
-- case-folded the Turkish way (the letters of tr_sort_key, migration 0007), so "Gelinlik" cannot sit beside "GELİNLİK".
-- Names that already repeat are told apart first, so the index can be built on existing data: each later one gets " (<id>)".
UPDATE "categories" AS "later" SET "name" = left("later"."name", 100) || ' (' || "later"."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "categories" AS "earlier"
  WHERE "earlier"."company_id" = "later"."company_id" AND "earlier"."type" = "later"."type"
    AND coalesce("earlier"."parent_id"::text, '') = coalesce("later"."parent_id"::text, '')
    AND split_part(tr_sort_key("earlier"."name"), chr(1), 1) = split_part(tr_sort_key("later"."name"), chr(1), 1)
    AND "earlier"."id" < "later"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree ("company_id",coalesce("type"::text, ''),coalesce("parent_id"::text, ''),split_part(tr_sort_key("name"), chr(1), 1));