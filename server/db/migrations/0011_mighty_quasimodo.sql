CREATE TABLE "accounting_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"accounting_id" bigint,
	"service_id" bigint,
	"piece" integer,
	"price" numeric(14, 2),
	"discount" numeric(14, 2),
	"tax" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_lines_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "accountings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" text,
	"type" text,
	"title" varchar(120),
	"date" date,
	"client_id" bigint,
	"supplier_id" bigint,
	"category_id" bigint,
	"credit_id" bigint,
	"corrects_id" bigint,
	"price" numeric(14, 2),
	"payment_type" text,
	"cash_amount" numeric(14, 2),
	"credit_cart_amount" numeric(14, 2),
	"eft_amount" numeric(14, 2),
	"type_of_payment" text,
	"first_payment_date" date,
	"last_payment_date" date,
	"contract_no" varchar(30),
	"description" text,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("description"::text, '') || chr(31) || coalesce("contract_no"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("description"::text, '') || chr(31) || coalesce("contract_no"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accountings_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "day_closes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"day" date,
	"income" numeric(14, 2),
	"expense" numeric(14, 2),
	"in_safe_money" numeric(14, 2),
	"process_count" integer,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_closes_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounting_lines" ADD CONSTRAINT "accounting_lines_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_lines" ADD CONSTRAINT "accounting_lines_accounting_id_fk" FOREIGN KEY ("company_id","accounting_id") REFERENCES "public"."accountings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_lines" ADD CONSTRAINT "accounting_lines_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_supplier_id_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."suppliers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_category_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."definitions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_credit_id_fk" FOREIGN KEY ("company_id","credit_id") REFERENCES "public"."accountings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_corrects_id_fk" FOREIGN KEY ("company_id","corrects_id") REFERENCES "public"."accountings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_lines_company_created_idx" ON "accounting_lines" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "accounting_lines_accounting_id_idx" ON "accounting_lines" USING btree ("company_id","accounting_id");--> statement-breakpoint
CREATE INDEX "accounting_lines_service_id_idx" ON "accounting_lines" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "accounting_lines_piece_list_idx" ON "accounting_lines" USING btree ("company_id","piece","id");--> statement-breakpoint
CREATE INDEX "accounting_lines_price_list_idx" ON "accounting_lines" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "accounting_lines_discount_list_idx" ON "accounting_lines" USING btree ("company_id","discount","id");--> statement-breakpoint
CREATE INDEX "accounting_lines_tax_list_idx" ON "accounting_lines" USING btree ("company_id","tax","id");--> statement-breakpoint
CREATE INDEX "accountings_company_created_idx" ON "accountings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "accountings_client_id_idx" ON "accountings" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "accountings_supplier_id_idx" ON "accountings" USING btree ("company_id","supplier_id");--> statement-breakpoint
CREATE INDEX "accountings_category_id_idx" ON "accountings" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "accountings_credit_id_idx" ON "accountings" USING btree ("company_id","credit_id");--> statement-breakpoint
CREATE INDEX "accountings_corrects_id_idx" ON "accountings" USING btree ("company_id","corrects_id");--> statement-breakpoint
CREATE INDEX "accountings_kind_list_idx" ON "accountings" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "accountings_type_list_idx" ON "accountings" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "accountings_payment_type_list_idx" ON "accountings" USING btree ("company_id","payment_type","id");--> statement-breakpoint
CREATE INDEX "accountings_date_list_idx" ON "accountings" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "accountings_first_payment_date_list_idx" ON "accountings" USING btree ("company_id","first_payment_date","id");--> statement-breakpoint
CREATE INDEX "accountings_last_payment_date_list_idx" ON "accountings" USING btree ("company_id","last_payment_date","id");--> statement-breakpoint
CREATE INDEX "accountings_price_list_idx" ON "accountings" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "accountings_title_sort_idx" ON "accountings" USING btree ("company_id",(tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "accountings_search_idx" ON "accountings" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "day_closes_company_created_idx" ON "day_closes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "day_closes_day_list_idx" ON "day_closes" USING btree ("company_id","day","id");--> statement-breakpoint
CREATE INDEX "day_closes_income_list_idx" ON "day_closes" USING btree ("company_id","income","id");--> statement-breakpoint
CREATE INDEX "day_closes_expense_list_idx" ON "day_closes" USING btree ("company_id","expense","id");--> statement-breakpoint
CREATE INDEX "day_closes_in_safe_money_list_idx" ON "day_closes" USING btree ("company_id","in_safe_money","id");--> statement-breakpoint
CREATE INDEX "day_closes_process_count_list_idx" ON "day_closes" USING btree ("company_id","process_count","id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_day_unique" ON "day_closes" USING btree ("company_id","day");