CREATE TABLE "booking_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"gsm" text NOT NULL,
	"code_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_codes" ADD CONSTRAINT "booking_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_codes_phone_idx" ON "booking_codes" USING btree ("company_id","gsm","created_at");--> statement-breakpoint
CREATE INDEX "booking_codes_created_idx" ON "booking_codes" USING btree ("created_at");