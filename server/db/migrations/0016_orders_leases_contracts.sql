CREATE TABLE "contract_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"sales" text,
	"lease" text,
	"order" text,
	"tailor" text,
	"dry" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_templates_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"title" varchar(200),
	"kind" text,
	"html" text,
	"process_id" bigint,
	"client_id" bigint,
	"public_token" varchar(64),
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("title"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("title"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "process_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"process_id" bigint,
	"service_id" bigint,
	"piece" integer,
	"price" numeric(14, 2),
	"discount" numeric(14, 2),
	"tax" integer,
	"issue_date" date,
	"delivery_date" date,
	"service_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_lines_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"employee_id" bigint,
	"type" text,
	"contract_no" varchar(30),
	"wedding_date" date,
	"photo_date" date,
	"note" text,
	"payment_style" text,
	"payment_type" text,
	"cash_amount" numeric(14, 2),
	"credit_cart_amount" numeric(14, 2),
	"eft_amount" numeric(14, 2),
	"deposit" numeric(14, 2),
	"last_payment_date" date,
	"total" numeric(14, 2),
	"is_dress" boolean,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("note"::text, '') || chr(31) || coalesce("contract_no"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("note"::text, '') || chr(31) || coalesce("contract_no"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processes_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "proposal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"proposal_id" bigint,
	"service_id" bigint,
	"price" numeric(14, 2),
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_lines_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"customer_name" varchar(120),
	"phone" text,
	"status" text,
	"note" text,
	"income_id" bigint,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("customer_name"::text, '') || chr(31) || coalesce("phone"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("customer_name"::text, '') || chr(31) || coalesce("phone"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "rental_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"turnaround_days" integer,
	"late_fee_per_day" numeric(14, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_settings_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "accountings" ADD COLUMN "process_id" bigint;--> statement-breakpoint
ALTER TABLE "accountings" ADD COLUMN "lease_id" bigint;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "process_id" bigint;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "piece" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "process_id" bigint;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "delivered_date" date;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "late_fee" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "damage_fee" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("notes"::text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("notes"::text, ''))))) STORED;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."processes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_lines" ADD CONSTRAINT "process_lines_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_lines" ADD CONSTRAINT "process_lines_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_lines" ADD CONSTRAINT "process_lines_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_proposal_id_fk" FOREIGN KEY ("company_id","proposal_id") REFERENCES "public"."proposals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_income_id_fk" FOREIGN KEY ("company_id","income_id") REFERENCES "public"."accountings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_settings" ADD CONSTRAINT "rental_settings_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_templates_company_created_idx" ON "contract_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_singleton" ON "contract_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_company_created_idx" ON "contracts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_process_id_idx" ON "contracts" USING btree ("company_id","process_id");--> statement-breakpoint
CREATE INDEX "contracts_client_id_idx" ON "contracts" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "contracts_kind_list_idx" ON "contracts" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "contracts_created_at_list_idx" ON "contracts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_title_sort_idx" ON "contracts" USING btree ("company_id",(tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "contracts_search_idx" ON "contracts" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "process_lines_company_created_idx" ON "process_lines" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "process_lines_process_id_idx" ON "process_lines" USING btree ("company_id","process_id");--> statement-breakpoint
CREATE INDEX "process_lines_service_id_idx" ON "process_lines" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "process_lines_piece_list_idx" ON "process_lines" USING btree ("company_id","piece","id");--> statement-breakpoint
CREATE INDEX "process_lines_price_list_idx" ON "process_lines" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "process_lines_discount_list_idx" ON "process_lines" USING btree ("company_id","discount","id");--> statement-breakpoint
CREATE INDEX "process_lines_tax_list_idx" ON "process_lines" USING btree ("company_id","tax","id");--> statement-breakpoint
CREATE INDEX "process_lines_issue_date_list_idx" ON "process_lines" USING btree ("company_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "process_lines_delivery_date_list_idx" ON "process_lines" USING btree ("company_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "processes_company_created_idx" ON "processes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "processes_client_id_idx" ON "processes" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "processes_employee_id_idx" ON "processes" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "processes_type_list_idx" ON "processes" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "processes_payment_style_list_idx" ON "processes" USING btree ("company_id","payment_style","id");--> statement-breakpoint
CREATE INDEX "processes_wedding_date_list_idx" ON "processes" USING btree ("company_id","wedding_date","id");--> statement-breakpoint
CREATE INDEX "processes_photo_date_list_idx" ON "processes" USING btree ("company_id","photo_date","id");--> statement-breakpoint
CREATE INDEX "processes_contract_no_list_idx" ON "processes" USING btree ("company_id","contract_no","id");--> statement-breakpoint
CREATE INDEX "processes_created_at_list_idx" ON "processes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "processes_total_list_idx" ON "processes" USING btree ("company_id","total","id");--> statement-breakpoint
CREATE INDEX "processes_deposit_list_idx" ON "processes" USING btree ("company_id","deposit","id");--> statement-breakpoint
CREATE INDEX "processes_contract_no_sort_idx" ON "processes" USING btree ("company_id",(tr_sort_key("contract_no") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "processes_search_idx" ON "processes" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "proposal_lines_company_created_idx" ON "proposal_lines" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_lines_proposal_id_idx" ON "proposal_lines" USING btree ("company_id","proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_lines_service_id_idx" ON "proposal_lines" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "proposal_lines_price_list_idx" ON "proposal_lines" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "proposals_company_created_idx" ON "proposals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_income_id_idx" ON "proposals" USING btree ("company_id","income_id");--> statement-breakpoint
CREATE INDEX "proposals_status_list_idx" ON "proposals" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "proposals_created_at_list_idx" ON "proposals" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_customer_name_sort_idx" ON "proposals" USING btree ("company_id",(tr_sort_key("customer_name") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "proposals_search_idx" ON "proposals" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "rental_settings_company_created_idx" ON "rental_settings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_settings_turnaround_days_list_idx" ON "rental_settings" USING btree ("company_id","turnaround_days","id");--> statement-breakpoint
CREATE INDEX "rental_settings_late_fee_per_day_list_idx" ON "rental_settings" USING btree ("company_id","late_fee_per_day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_settings_singleton" ON "rental_settings" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."processes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_lease_id_fk" FOREIGN KEY ("company_id","lease_id") REFERENCES "public"."leases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."processes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."processes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accountings_process_id_idx" ON "accountings" USING btree ("company_id","process_id");--> statement-breakpoint
CREATE INDEX "accountings_lease_id_idx" ON "accountings" USING btree ("company_id","lease_id");--> statement-breakpoint
CREATE INDEX "commissions_process_id_idx" ON "commissions" USING btree ("company_id","process_id");--> statement-breakpoint
CREATE INDEX "leases_process_id_idx" ON "leases" USING btree ("company_id","process_id");--> statement-breakpoint
CREATE INDEX "leases_kind_list_idx" ON "leases" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "leases_search_idx" ON "leases" USING gin ("search_keys");--> statement-breakpoint
UPDATE "leases" SET "kind" = 'lease' WHERE "kind" IS NULL;--> statement-breakpoint
UPDATE "leases" SET "piece" = 1 WHERE "piece" IS NULL;