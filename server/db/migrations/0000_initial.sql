CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint,
	"actor_user_id" bigint,
	"action" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text,
	"full_name" text NOT NULL,
	"phone" text,
	"phone2" text,
	"website" text,
	"logo_url" text,
	"barcode_url" text,
	"city" text,
	"county" text,
	"address" text,
	"postal_code" text,
	"instagram" text,
	"group_id" bigint,
	"expiration_date" timestamp with time zone NOT NULL,
	"sms_confirmed" boolean DEFAULT false NOT NULL,
	"is_frozen" boolean DEFAULT false NOT NULL,
	"frozen_price" numeric(14, 2),
	"yearsize_permission" boolean DEFAULT false NOT NULL,
	"productimage_permission" boolean DEFAULT false NOT NULL,
	"print_company_logo" boolean DEFAULT true NOT NULL,
	"print_sale_price" boolean DEFAULT true NOT NULL,
	"print_rent_price" boolean DEFAULT true NOT NULL,
	"auto_sale_sms" boolean DEFAULT false NOT NULL,
	"qrcode_in_barcode" boolean DEFAULT true NOT NULL,
	"barcode_in_barcode" boolean DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'Europe/Istanbul' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"roles" jsonb DEFAULT '["user"]'::jsonb NOT NULL,
	"first_user" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"lock_password_hash" text,
	"homepage_permission" boolean DEFAULT false NOT NULL,
	"offer_permission" boolean DEFAULT false NOT NULL,
	"salary_permission" boolean DEFAULT false NOT NULL,
	"safe_permission" boolean DEFAULT false NOT NULL,
	"report_permission" boolean DEFAULT false NOT NULL,
	"service_permission" boolean DEFAULT false NOT NULL,
	"newservice_permission" boolean DEFAULT false NOT NULL,
	"fastsale_permission" boolean DEFAULT false NOT NULL,
	"client_permission" boolean DEFAULT false NOT NULL,
	"appointment_permission" boolean DEFAULT false NOT NULL,
	"coiffeurappointment_permission" boolean DEFAULT false NOT NULL,
	"sms_permission" boolean DEFAULT false NOT NULL,
	"definition_permission" boolean DEFAULT false NOT NULL,
	"tailor_permission" boolean DEFAULT false NOT NULL,
	"debts_credits_permission" boolean DEFAULT false NOT NULL,
	"yearsize_permission" boolean DEFAULT false NOT NULL,
	"productimage_permission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(200),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"title" varchar(200),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_unique" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "announces_created_idx" ON "announces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_company_idx" ON "notification" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "notification_company_created_idx" ON "notification" USING btree ("company_id","created_at");