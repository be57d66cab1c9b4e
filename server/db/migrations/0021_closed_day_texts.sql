-- A closed day's record may still lose a person's data from its free texts (KVKK erasure, issue 18): an update that
-- changes nothing but `title` and `description` (and the row's version stamps) passes the closed-day guard, so the
-- day's money, dates, types and links stay exactly as they were closed. Any other change is refused as before.
CREATE OR REPLACE FUNCTION accountings_day_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_company bigint;
  checked_day date;
  texts_only constant text[] := ARRAY['title', 'description', 'updated_at', 'version', 'search_doc', 'search_keys'];
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - texts_only) = (to_jsonb(OLD) - texts_only) THEN
    RETURN NEW;
  END IF;
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
