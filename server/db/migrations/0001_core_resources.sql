CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" varchar(120),
	"type" text,
	"parent_id" bigint,
	"cannot_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"type" text,
	"full_name" varchar(120),
	"category_id" bigint,
	"identity_number" text,
	"company_name" varchar(160),
	"tax_office" varchar(80),
	"tax_no" text,
	"gsm" text,
	"gsm2" text,
	"phone" varchar(30),
	"email" varchar(120),
	"website" varchar(200),
	"country" text,
	"city" varchar(60),
	"county" varchar(60),
	"address" text,
	"groom_full_name" varchar(120),
	"groom_gsm" text,
	"groom_identity" text,
	"accounts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "definitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" varchar(120),
	"type" text,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"type" text,
	"full_name" varchar(120),
	"identity_number" text,
	"company_name" varchar(160),
	"tax_office" varchar(80),
	"tax_no" text,
	"gsm" text,
	"gsm2" text,
	"phone" varchar(30),
	"email" varchar(120),
	"website" varchar(200),
	"country" text,
	"city" varchar(60),
	"county" varchar(60),
	"address" text,
	"accounts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "activation_code_hash" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "activation_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "activation_code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "activation_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_company_idx" ON "uploads" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "categories_company_idx" ON "categories" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "categories_company_created_idx" ON "categories" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_company_idx" ON "clients" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "clients_company_created_idx" ON "clients" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "definitions_company_idx" ON "definitions" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "definitions_company_created_idx" ON "definitions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_company_idx" ON "suppliers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "suppliers_company_created_idx" ON "suppliers" USING btree ("company_id","created_at");