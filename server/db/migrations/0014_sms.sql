CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint,
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"message_id" bigint,
	"actor_user_id" bigint,
	"note" text,
	"balance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"phone" text,
	"message" text,
	"purpose" text,
	"source" text,
	"status" text,
	"segments" integer,
	"credits" integer,
	"account" text,
	"provider" text,
	"error" varchar(200),
	"reference" varchar(120),
	"idempotency_key" varchar(160),
	"sent_at" timestamp with time zone,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("message"::text, '') || chr(31) || coalesce("phone"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("message"::text, '') || chr(31) || coalesce("phone"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"account" text,
	"provider" text,
	"title" varchar(11),
	"api_key" varchar(200),
	"api_secret" varchar(200),
	"username" varchar(120),
	"password" varchar(200),
	"process_perm" boolean DEFAULT false NOT NULL,
	"offer_perm" boolean DEFAULT false NOT NULL,
	"rehearsal_perm" boolean DEFAULT false NOT NULL,
	"appointment_perm" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_settings_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"title" varchar(60),
	"message" text,
	"kind" text,
	"purpose" text,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("message"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("title"::text, '') || chr(31) || coalesce("message"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_templates_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sms_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_credit_entries" ADD CONSTRAINT "sms_credit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree (coalesce("company_id", 0),"type","idempotency_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_credit_entries_company_idx" ON "sms_credit_entries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_company_created_idx" ON "sms_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_client_id_idx" ON "sms_messages" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "sms_messages_status_list_idx" ON "sms_messages" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "sms_messages_purpose_list_idx" ON "sms_messages" USING btree ("company_id","purpose","id");--> statement-breakpoint
CREATE INDEX "sms_messages_source_list_idx" ON "sms_messages" USING btree ("company_id","source","id");--> statement-breakpoint
CREATE INDEX "sms_messages_created_at_list_idx" ON "sms_messages" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_segments_list_idx" ON "sms_messages" USING btree ("company_id","segments","id");--> statement-breakpoint
CREATE INDEX "sms_messages_search_idx" ON "sms_messages" USING gin ("search_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_idempotency_key_unique" ON "sms_messages" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sms_settings_company_created_idx" ON "sms_settings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_settings_account_list_idx" ON "sms_settings" USING btree ("company_id","account","id");--> statement-breakpoint
CREATE INDEX "sms_settings_provider_list_idx" ON "sms_settings" USING btree ("company_id","provider","id");--> statement-breakpoint
CREATE INDEX "sms_settings_title_sort_idx" ON "sms_settings" USING btree ("company_id",(tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_settings_singleton" ON "sms_settings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sms_templates_company_created_idx" ON "sms_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_templates_kind_list_idx" ON "sms_templates" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "sms_templates_purpose_list_idx" ON "sms_templates" USING btree ("company_id","purpose","id");--> statement-breakpoint
CREATE INDEX "sms_templates_title_sort_idx" ON "sms_templates" USING btree ("company_id",(tr_sort_key("title") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "sms_templates_search_idx" ON "sms_templates" USING gin ("search_keys");