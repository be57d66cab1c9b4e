ALTER TABLE "categories" DROP CONSTRAINT "categories_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "definitions" DROP CONSTRAINT "definitions_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_company_id_companies_id_fk";--> statement-breakpoint
DROP INDEX "categories_company_idx";--> statement-breakpoint
DROP INDEX "clients_company_idx";--> statement-breakpoint
DROP INDEX "definitions_company_idx";--> statement-breakpoint
DROP INDEX "notification_company_idx";--> statement-breakpoint
DROP INDEX "suppliers_company_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "resource" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "announces" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "definitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-ordered: the (company_id, id) keys must exist before the foreign keys that point at them, and references
-- that already dangle (rows deleted before references were keys) are emptied so the keys can be added.
UPDATE "clients" SET "category_id" = NULL WHERE "category_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "definitions" d WHERE d."company_id" = "clients"."company_id" AND d."id" = "clients"."category_id");--> statement-breakpoint
UPDATE "categories" SET "parent_id" = NULL WHERE "parent_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "categories" p WHERE p."company_id" = "categories"."company_id" AND p."id" = "categories"."parent_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_category_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."definitions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("company_id","resource","record_id");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "clients_category_id_idx" ON "clients" USING btree ("company_id","category_id");
