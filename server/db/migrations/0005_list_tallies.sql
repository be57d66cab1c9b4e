CREATE TABLE "list_tallies" (
	"company_id" bigint NOT NULL,
	"resource" text NOT NULL,
	"key" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_tallies_company_id_resource_key_pk" PRIMARY KEY("company_id","resource","key")
);
--> statement-breakpoint
CREATE TABLE "list_tally_sources" (
	"resource" text PRIMARY KEY NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_tallies" ADD CONSTRAINT "list_tallies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announces_created_at_list_idx" ON "announces" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "categories_parent_id_list_idx" ON "categories" USING btree ("company_id","parent_id","id");--> statement-breakpoint
CREATE INDEX "categories_created_at_list_idx" ON "categories" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_created_at_list_idx" ON "clients" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "definitions_created_at_list_idx" ON "definitions" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notification_created_at_list_idx" ON "notification" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "suppliers_created_at_list_idx" ON "suppliers" USING btree ("company_id","created_at","id");