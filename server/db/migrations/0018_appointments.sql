CREATE TABLE "appointment_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"reminder_hours" integer,
	"online_enabled" boolean DEFAULT false NOT NULL,
	"online_slug" varchar(40),
	"open_days" jsonb,
	"opening_time" varchar(5),
	"closing_time" varchar(5),
	"slot_minutes" integer,
	"buffer_minutes" integer,
	"days_ahead" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"employee_id" bigint,
	"services" jsonb,
	"start_date" date,
	"start_time" varchar(5),
	"end_date" date,
	"end_time" varchar(5),
	"description" text,
	"contract_no" varchar(30),
	"send_sms" boolean DEFAULT false NOT NULL,
	"status" text,
	"source" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("description"::text, '') || chr(31) || coalesce("contract_no"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("description"::text, '') || chr(31) || coalesce("contract_no"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "coiffeurAppointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" bigint,
	"employee_id" bigint,
	"services" jsonb,
	"start_date" date,
	"start_time" varchar(5),
	"end_date" date,
	"end_time" varchar(5),
	"description" text,
	"contract_no" varchar(30),
	"send_sms" boolean DEFAULT false NOT NULL,
	"status" text,
	"source" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"search_doc" text GENERATED ALWAYS AS (lower(tr_fold(coalesce("description"::text, '') || chr(31) || coalesce("contract_no"::text, '')))) STORED,
	"search_keys" bigint[] GENERATED ALWAYS AS (search_keys("company_id", lower(tr_fold(coalesce("description"::text, '') || chr(31) || coalesce("contract_no"::text, ''))))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coiffeurAppointments_company_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coiffeurAppointments" ADD CONSTRAINT "coiffeurAppointments_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coiffeurAppointments" ADD CONSTRAINT "coiffeurAppointments_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coiffeurAppointments" ADD CONSTRAINT "coiffeurAppointments_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_settings_company_created_idx" ON "appointment_settings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_settings_reminder_hours_list_idx" ON "appointment_settings" USING btree ("company_id","reminder_hours","id");--> statement-breakpoint
CREATE INDEX "appointment_settings_online_enabled_list_idx" ON "appointment_settings" USING btree ("company_id","online_enabled","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_settings_singleton" ON "appointment_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_settings_online_slug_unique" ON "appointment_settings" USING btree ("company_id","online_slug");--> statement-breakpoint
CREATE INDEX "appointments_company_created_idx" ON "appointments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_client_id_idx" ON "appointments" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "appointments_employee_id_idx" ON "appointments" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "appointments_status_list_idx" ON "appointments" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "appointments_start_date_list_idx" ON "appointments" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "appointments_starts_at_list_idx" ON "appointments" USING btree ("company_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_start_time_sort_idx" ON "appointments" USING btree ("company_id",(tr_sort_key("start_time") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "appointments_end_time_sort_idx" ON "appointments" USING btree ("company_id",(tr_sort_key("end_time") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "appointments_contract_no_sort_idx" ON "appointments" USING btree ("company_id",(tr_sort_key("contract_no") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "appointments_search_idx" ON "appointments" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_company_created_idx" ON "coiffeurAppointments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_client_id_idx" ON "coiffeurAppointments" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_employee_id_idx" ON "coiffeurAppointments" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_status_list_idx" ON "coiffeurAppointments" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_start_date_list_idx" ON "coiffeurAppointments" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_starts_at_list_idx" ON "coiffeurAppointments" USING btree ("company_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_start_time_sort_idx" ON "coiffeurAppointments" USING btree ("company_id",(tr_sort_key("start_time") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_end_time_sort_idx" ON "coiffeurAppointments" USING btree ("company_id",(tr_sort_key("end_time") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_contract_no_sort_idx" ON "coiffeurAppointments" USING btree ("company_id",(tr_sort_key("contract_no") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "coiffeurAppointments_search_idx" ON "coiffeurAppointments" USING gin ("search_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_settings_online_slug_platform_unique" ON "appointment_settings" USING btree ("online_slug");