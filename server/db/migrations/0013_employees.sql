CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"employee_id" bigint,
	"date" date,
	"type" text,
	"total_price" numeric(14, 2),
	"rate" integer,
	"commission" numeric(14, 2),
	"description" text,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("description"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("description"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"full_name" varchar(120),
	"gsm" text,
	"email" varchar(160),
	"blood_type" text,
	"salary" numeric(14, 2),
	"commission" integer,
	"address" text,
	"start_date" date,
	"is_sale" boolean DEFAULT false NOT NULL,
	"is_permit" boolean DEFAULT false NOT NULL,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("email"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("full_name"::text, '') || chr(31) || coalesce("gsm"::text, '') || chr(31) || coalesce("email"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "permits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"employee_id" bigint,
	"start_at" date,
	"daycount" integer,
	"finish_at" date,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permits_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "accountings" ADD COLUMN "employee_id" bigint;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_company_created_idx" ON "commissions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "commissions_employee_id_idx" ON "commissions" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "commissions_type_list_idx" ON "commissions" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "commissions_date_list_idx" ON "commissions" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "commissions_total_price_list_idx" ON "commissions" USING btree ("company_id","total_price","id");--> statement-breakpoint
CREATE INDEX "commissions_rate_list_idx" ON "commissions" USING btree ("company_id","rate","id");--> statement-breakpoint
CREATE INDEX "commissions_commission_list_idx" ON "commissions" USING btree ("company_id","commission","id");--> statement-breakpoint
CREATE INDEX "commissions_search_idx" ON "commissions" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "employees_company_created_idx" ON "employees" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "employees_is_sale_list_idx" ON "employees" USING btree ("company_id","is_sale","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_is_permit_list_idx" ON "employees" USING btree ("company_id","is_permit","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_salary_list_idx" ON "employees" USING btree ("company_id","salary","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_commission_list_idx" ON "employees" USING btree ("company_id","commission","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_start_date_list_idx" ON "employees" USING btree ("company_id","start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_full_name_sort_idx" ON "employees" USING btree ("company_id",(tr_sort_key("full_name") COLLATE "C"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_search_idx" ON "employees" USING gin ("search_keys") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "permits_company_created_idx" ON "permits" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "permits_employee_id_idx" ON "permits" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "permits_start_at_list_idx" ON "permits" USING btree ("company_id","start_at","id");--> statement-breakpoint
CREATE INDEX "permits_finish_at_list_idx" ON "permits" USING btree ("company_id","finish_at","id");--> statement-breakpoint
CREATE INDEX "permits_daycount_list_idx" ON "permits" USING btree ("company_id","daycount","id");--> statement-breakpoint
ALTER TABLE "accountings" ADD CONSTRAINT "accountings_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accountings_employee_id_idx" ON "accountings" USING btree ("company_id","employee_id");