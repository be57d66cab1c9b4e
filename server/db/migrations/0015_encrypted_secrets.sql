ALTER TABLE "sms_settings" ALTER COLUMN "api_key" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "sms_settings" ALTER COLUMN "api_secret" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "sms_settings" ALTER COLUMN "password" SET DATA TYPE text;