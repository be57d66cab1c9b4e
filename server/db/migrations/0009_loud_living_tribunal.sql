CREATE TABLE "leases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"service_id" bigint,
	"client_id" bigint,
	"issue_date" date,
	"delivery_date" date,
	"total_price" numeric(14, 2),
	"price" numeric(14, 2),
	"notes" text,
	"status" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"is_service" boolean DEFAULT false NOT NULL,
	"name" varchar(120),
	"barcode" varchar(60),
	"category_id" bigint,
	"alt_category" bigint,
	"brand_id" bigint,
	"unit" varchar(20),
	"stock" integer,
	"size" integer,
	"year" integer,
	"used_time" integer,
	"purchase_price" numeric(14, 2),
	"price" numeric(14, 2),
	"rent_price" numeric(14, 2),
	"max_price" numeric(14, 2),
	"max_rent_price" numeric(14, 2),
	"tax" integer,
	"included_tax" boolean DEFAULT true NOT NULL,
	"barcode_rent_price" boolean DEFAULT false NOT NULL,
	"images" jsonb,
	"old_company_id" integer,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("name"::text, '') || chr(31) || coalesce("barcode"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("name"::text, '') || chr(31) || coalesce("barcode"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_alt_category_fk" FOREIGN KEY ("company_id","alt_category") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_brand_id_fk" FOREIGN KEY ("company_id","brand_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leases_company_created_idx" ON "leases" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "leases_service_id_idx" ON "leases" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "leases_client_id_idx" ON "leases" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "leases_status_list_idx" ON "leases" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "leases_issue_date_list_idx" ON "leases" USING btree ("company_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "leases_delivery_date_list_idx" ON "leases" USING btree ("company_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "leases_total_price_list_idx" ON "leases" USING btree ("company_id","total_price","id");--> statement-breakpoint
CREATE INDEX "leases_price_list_idx" ON "leases" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "services_company_created_idx" ON "services" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "services_category_id_idx" ON "services" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "services_alt_category_idx" ON "services" USING btree ("company_id","alt_category");--> statement-breakpoint
CREATE INDEX "services_brand_id_idx" ON "services" USING btree ("company_id","brand_id");--> statement-breakpoint
CREATE INDEX "services_is_service_list_idx" ON "services" USING btree ("company_id","is_service","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_size_list_idx" ON "services" USING btree ("company_id","size","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_stock_list_idx" ON "services" USING btree ("company_id","stock","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_price_list_idx" ON "services" USING btree ("company_id","price","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_created_at_list_idx" ON "services" USING btree ("company_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_rent_price_list_idx" ON "services" USING btree ("company_id","rent_price","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_name_sort_idx" ON "services" USING btree ("company_id",(tr_sort_key("name") COLLATE "C"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_barcode_sort_idx" ON "services" USING btree ("company_id",(tr_sort_key("barcode") COLLATE "C"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_keys") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "services_barcode_unique" ON "services" USING btree ("company_id","barcode") WHERE deleted_at is null;