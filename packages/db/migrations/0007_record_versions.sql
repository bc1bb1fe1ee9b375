-- Each record the back office saves while others change it carries an edit counter (decision
-- 036). The trigger adds one on every update, whoever writes it (a checkout taking stock or a
-- coupon use, a review, the back office), so a form read before any of them is known stale.
ALTER TABLE "meals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "next_record_version"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meals_next_version" BEFORE UPDATE ON "meals"
  FOR EACH ROW EXECUTE FUNCTION next_record_version();
--> statement-breakpoint
CREATE TRIGGER "coupons_next_version" BEFORE UPDATE ON "coupons"
  FOR EACH ROW EXECUTE FUNCTION next_record_version();
