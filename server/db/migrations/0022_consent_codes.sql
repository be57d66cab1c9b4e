DROP INDEX "booking_codes_phone_idx";--> statement-breakpoint
ALTER TABLE "booking_codes" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_codes_phone_idx" ON "booking_codes" USING btree ("company_id","gsm","purpose","created_at");