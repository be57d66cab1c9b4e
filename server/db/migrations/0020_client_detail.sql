CREATE TABLE "client_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"purpose" text,
	"granted" boolean DEFAULT true NOT NULL,
	"channel" text,
	"note" text,
	"recorded_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_consents_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_images_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"channel" text,
	"language" text,
	"token_hash" varchar(64),
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_links_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"title" varchar(160),
	"brand" varchar(120),
	"piece" integer,
	"price" numeric(14, 2),
	"last_payment_date" date,
	"type" text,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("brand"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("brand"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_products_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"supplier_id" bigint,
	"title" varchar(160),
	"brand" varchar(120),
	"piece" integer,
	"price" numeric(14, 2),
	"last_payment_date" date,
	"type" text,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("brand"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("brand"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_products_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_images" ADD CONSTRAINT "client_images_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_images" ADD CONSTRAINT "client_images_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_products" ADD CONSTRAINT "client_products_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_products" ADD CONSTRAINT "client_products_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_supplier_id_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."suppliers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_consents_company_created_idx" ON "client_consents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "client_consents_client_id_idx" ON "client_consents" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "client_consents_purpose_list_idx" ON "client_consents" USING btree ("company_id","purpose","id");--> statement-breakpoint
CREATE INDEX "client_consents_created_at_list_idx" ON "client_consents" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_consents_granted_list_idx" ON "client_consents" USING btree ("company_id","granted","id");--> statement-breakpoint
CREATE INDEX "client_consents_channel_list_idx" ON "client_consents" USING btree ("company_id","channel","id");--> statement-breakpoint
CREATE INDEX "client_consents_recorded_by_list_idx" ON "client_consents" USING btree ("company_id","recorded_by","id");--> statement-breakpoint
CREATE INDEX "client_images_company_created_idx" ON "client_images" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "client_images_client_id_idx" ON "client_images" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "client_images_created_at_list_idx" ON "client_images" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_links_company_created_idx" ON "client_links" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "client_links_client_id_idx" ON "client_links" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "client_links_created_at_list_idx" ON "client_links" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_links_channel_list_idx" ON "client_links" USING btree ("company_id","channel","id");--> statement-breakpoint
CREATE INDEX "client_links_language_list_idx" ON "client_links" USING btree ("company_id","language","id");--> statement-breakpoint
CREATE INDEX "client_links_expires_at_list_idx" ON "client_links" USING btree ("company_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "client_links_revoked_at_list_idx" ON "client_links" USING btree ("company_id","revoked_at","id");--> statement-breakpoint
CREATE INDEX "client_links_created_by_list_idx" ON "client_links" USING btree ("company_id","created_by","id");--> statement-breakpoint
CREATE INDEX "client_products_company_created_idx" ON "client_products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "client_products_client_id_idx" ON "client_products" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "client_products_type_list_idx" ON "client_products" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "client_products_last_payment_date_list_idx" ON "client_products" USING btree ("company_id","last_payment_date","id");--> statement-breakpoint
CREATE INDEX "client_products_created_at_list_idx" ON "client_products" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_products_piece_list_idx" ON "client_products" USING btree ("company_id","piece","id");--> statement-breakpoint
CREATE INDEX "client_products_price_list_idx" ON "client_products" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "client_products_title_sort_idx" ON "client_products" USING btree ("company_id",(tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "client_products_brand_sort_idx" ON "client_products" USING btree ("company_id",(tr_sort_key("brand") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "client_products_search_idx" ON "client_products" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "supplier_products_company_created_idx" ON "supplier_products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_products_supplier_id_idx" ON "supplier_products" USING btree ("company_id","supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_products_type_list_idx" ON "supplier_products" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "supplier_products_last_payment_date_list_idx" ON "supplier_products" USING btree ("company_id","last_payment_date","id");--> statement-breakpoint
CREATE INDEX "supplier_products_created_at_list_idx" ON "supplier_products" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "supplier_products_piece_list_idx" ON "supplier_products" USING btree ("company_id","piece","id");--> statement-breakpoint
CREATE INDEX "supplier_products_price_list_idx" ON "supplier_products" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "supplier_products_title_sort_idx" ON "supplier_products" USING btree ("company_id",(tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "supplier_products_brand_sort_idx" ON "supplier_products" USING btree ("company_id",(tr_sort_key("brand") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "supplier_products_search_idx" ON "supplier_products" USING gin ("search_keys");--> statement-breakpoint
-- The bride's link is found by its token alone, over every shop (server/routes/client-links): one row per token.
CREATE UNIQUE INDEX "client_links_token_hash_platform_unique" ON "client_links" USING btree ("token_hash");