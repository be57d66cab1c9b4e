CREATE TABLE "newservice_dates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"newservice_id" bigint,
	"arrival_date" date,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newservice_dates_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "newservices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" varchar(120),
	"barcode" varchar(60),
	"category_id" bigint,
	"brand_id" bigint,
	"price" numeric(14, 2),
	"rent_price" numeric(14, 2),
	"tax" integer,
	"max_stock" integer,
	"stock" integer,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("name"::text, '') || chr(31) || coalesce("barcode"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("name"::text, '') || chr(31) || coalesce("barcode"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newservices_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "newservice_dates" ADD CONSTRAINT "newservice_dates_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newservice_dates" ADD CONSTRAINT "newservice_dates_newservice_id_fk" FOREIGN KEY ("company_id","newservice_id") REFERENCES "public"."newservices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newservices" ADD CONSTRAINT "newservices_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newservices" ADD CONSTRAINT "newservices_category_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newservices" ADD CONSTRAINT "newservices_brand_id_fk" FOREIGN KEY ("company_id","brand_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newservice_dates_company_created_idx" ON "newservice_dates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "newservice_dates_newservice_id_idx" ON "newservice_dates" USING btree ("company_id","newservice_id");--> statement-breakpoint
CREATE INDEX "newservice_dates_arrival_date_list_idx" ON "newservice_dates" USING btree ("company_id","arrival_date","id");--> statement-breakpoint
CREATE INDEX "newservice_dates_stock_list_idx" ON "newservice_dates" USING btree ("company_id","stock","id");--> statement-breakpoint
CREATE INDEX "newservices_company_created_idx" ON "newservices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "newservices_category_id_idx" ON "newservices" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "newservices_brand_id_idx" ON "newservices" USING btree ("company_id","brand_id");--> statement-breakpoint
CREATE INDEX "newservices_created_at_list_idx" ON "newservices" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "newservices_stock_list_idx" ON "newservices" USING btree ("company_id","stock","id");--> statement-breakpoint
CREATE INDEX "newservices_max_stock_list_idx" ON "newservices" USING btree ("company_id","max_stock","id");--> statement-breakpoint
CREATE INDEX "newservices_price_list_idx" ON "newservices" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "newservices_rent_price_list_idx" ON "newservices" USING btree ("company_id","rent_price","id");--> statement-breakpoint
CREATE INDEX "newservices_name_sort_idx" ON "newservices" USING btree ("company_id",(tr_sort_key("name") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "newservices_barcode_sort_idx" ON "newservices" USING btree ("company_id",(tr_sort_key("barcode") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "newservices_search_idx" ON "newservices" USING gin ("search_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "newservices_barcode_unique" ON "newservices" USING btree ("company_id","barcode");