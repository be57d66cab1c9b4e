CREATE TABLE "dimensions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"process_id" bigint,
	"client_id" bigint,
	"gogus" varchar(5),
	"bel" varchar(5),
	"basen" varchar(5),
	"on_ayna" varchar(5),
	"arka_ayna" varchar(5),
	"omuzdan_omuza" varchar(5),
	"gogus_dusuklugu" varchar(5),
	"pazu" varchar(5),
	"kol_boyu" varchar(5),
	"kol_agzi_bilek" varchar(5),
	"kel_evi" varchar(5),
	"beden_boyu" varchar(5),
	"on_etek_boyu" varchar(5),
	"omuzdan_boy" varchar(5),
	"dantel" boolean DEFAULT false NOT NULL,
	"hayal_tul" boolean DEFAULT false NOT NULL,
	"el_cicek" boolean DEFAULT false NOT NULL,
	"duvak" boolean DEFAULT false NOT NULL,
	"not1" text,
	"not2" text,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("not1"::text, '') || chr(31) || coalesce("not2"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("not1"::text, '') || chr(31) || coalesce("not2"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dimensions_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "dry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"service_id" bigint,
	"client_id" bigint,
	"piece" integer,
	"issue_date" date,
	"delivery_date" date,
	"notes" text,
	"status" text,
	"delivered_date" date,
	"lease_id" bigint,
	"price" numeric(14, 2),
	"paid_date" date,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("notes"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("notes"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dry_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "tailors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"service_id" bigint,
	"client_id" bigint,
	"piece" integer,
	"issue_date" date,
	"delivery_date" date,
	"notes" text,
	"status" text,
	"delivered_date" date,
	"lease_id" bigint,
	"price" numeric(14, 2),
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("notes"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("notes"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tailors_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
DROP INDEX "leases_kind_list_idx";--> statement-breakpoint
ALTER TABLE "accountings" ADD COLUMN "tailor_id" bigint;--> statement-breakpoint
ALTER TABLE "accountings" ADD COLUMN "dry_id" bigint;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."processes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dry" ADD CONSTRAINT "dry_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dry" ADD CONSTRAINT "dry_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dry" ADD CONSTRAINT "dry_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dry" ADD CONSTRAINT "dry_lease_id_fk" FOREIGN KEY ("company_id","lease_id") REFERENCES "public"."leases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailors" ADD CONSTRAINT "tailors_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailors" ADD CONSTRAINT "tailors_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailors" ADD CONSTRAINT "tailors_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailors" ADD CONSTRAINT "tailors_lease_id_fk" FOREIGN KEY ("company_id","lease_id") REFERENCES "public"."leases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dimensions_company_created_idx" ON "dimensions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "dimensions_process_id_idx" ON "dimensions" USING btree ("company_id","process_id");--> statement-breakpoint
CREATE INDEX "dimensions_client_id_idx" ON "dimensions" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "dimensions_updated_at_list_idx" ON "dimensions" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "dimensions_gogus_sort_idx" ON "dimensions" USING btree ("company_id",(tr_sort_key("gogus") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "dimensions_bel_sort_idx" ON "dimensions" USING btree ("company_id",(tr_sort_key("bel") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "dimensions_basen_sort_idx" ON "dimensions" USING btree ("company_id",(tr_sort_key("basen") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "dimensions_search_idx" ON "dimensions" USING gin ("search_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "dimensions_process_id_unique" ON "dimensions" USING btree ("company_id","process_id");--> statement-breakpoint
CREATE INDEX "dry_company_created_idx" ON "dry" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "dry_service_id_idx" ON "dry" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "dry_client_id_idx" ON "dry" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "dry_lease_id_idx" ON "dry" USING btree ("company_id","lease_id");--> statement-breakpoint
CREATE INDEX "dry_status_list_idx" ON "dry" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "dry_issue_date_list_idx" ON "dry" USING btree ("company_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "dry_delivery_date_list_idx" ON "dry" USING btree ("company_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "dry_price_list_idx" ON "dry" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "dry_delivered_date_list_idx" ON "dry" USING btree ("company_id","delivered_date","id");--> statement-breakpoint
CREATE INDEX "dry_search_idx" ON "dry" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "tailors_company_created_idx" ON "tailors" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tailors_service_id_idx" ON "tailors" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "tailors_client_id_idx" ON "tailors" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "tailors_lease_id_idx" ON "tailors" USING btree ("company_id","lease_id");--> statement-breakpoint
CREATE INDEX "tailors_status_list_idx" ON "tailors" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "tailors_issue_date_list_idx" ON "tailors" USING btree ("company_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "tailors_delivery_date_list_idx" ON "tailors" USING btree ("company_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "tailors_price_list_idx" ON "tailors" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "tailors_delivered_date_list_idx" ON "tailors" USING btree ("company_id","delivered_date","id");--> statement-breakpoint
CREATE INDEX "tailors_search_idx" ON "tailors" USING gin ("search_keys");--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_tailor_id_fk" FOREIGN KEY ("company_id","tailor_id") REFERENCES "public"."tailors"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_dry_id_fk" FOREIGN KEY ("company_id","dry_id") REFERENCES "public"."dry"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accountings_tailor_id_idx" ON "accountings" USING btree ("company_id","tailor_id");--> statement-breakpoint
CREATE INDEX "accountings_dry_id_idx" ON "accountings" USING btree ("company_id","dry_id");--> statement-breakpoint
CREATE INDEX "clients_role_list_idx" ON "clients" USING btree ("company_id","role","id");--> statement-breakpoint
ALTER TABLE "leases" DROP COLUMN "kind";--> statement-breakpoint
UPDATE "clients" SET "role" = 'client' WHERE "role" IS NULL;