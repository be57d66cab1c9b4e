CREATE TABLE "downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"token_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "downloads_token_unique" ON "downloads" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "downloads_expires_idx" ON "downloads" USING btree ("expires_at");--> statement-breakpoint
-- The first key of a day's lock: the company's id folded into an int4 (a shared fold only locks more, never less).
CREATE OR REPLACE FUNCTION day_close_lock_company(bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ($1 % 2147483647)::integer $$;
--> statement-breakpoint
-- The closed-day guard (issue 12): a record whose day is closed ('Gün Sonu') can no longer be written, changed or
-- deleted, whoever writes it; a correction is a new record dated today. Each day of a write takes a shared
-- transaction lock (company, day), which a close takes exclusively before it counts the day, so a close and a
-- write into its day never interleave on PostgreSQL. SQLSTATE DC001 is 'day closed' (server/data/constraint-violation.ts).
CREATE OR REPLACE FUNCTION accountings_day_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_company bigint;
  checked_day date;
BEGIN
  FOR checked_company, checked_day IN
    SELECT DISTINCT touched.company_id, touched.day
    FROM (VALUES
      (CASE WHEN TG_OP <> 'INSERT' THEN OLD.company_id END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.date END),
      (CASE WHEN TG_OP <> 'DELETE' THEN NEW.company_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.date END)
    ) AS touched(company_id, day)
    WHERE touched.day IS NOT NULL
  LOOP
    -- A company being deleted takes its records with it, closed days or not.
    CONTINUE WHEN TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies WHERE id = checked_company);
    PERFORM pg_advisory_xact_lock_shared(day_close_lock_company(checked_company), checked_day - DATE '2000-01-01');
    IF EXISTS (SELECT 1 FROM day_closes closed WHERE closed.company_id = checked_company AND closed.day = checked_day) THEN
      RAISE EXCEPTION 'day % of company % is closed', checked_day, checked_company USING ERRCODE = 'DC001';
    END IF;
  END LOOP;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accountings_day_open BEFORE INSERT OR UPDATE OR DELETE ON accountings
  FOR EACH ROW EXECUTE FUNCTION accountings_day_open();
