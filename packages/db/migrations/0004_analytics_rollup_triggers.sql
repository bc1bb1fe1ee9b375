-- The dashboard rollup's triggers: every change to a customer, an order or an order line
-- appends signed delta rows in the same transaction; nothing here ever updates a total, so
-- concurrent checkouts never wait for each other. A bulk load may set
-- `shop.analytics_rollup_paused = on` for its transaction and rebuild the totals afterwards.
-- Writers wait while the triggers appear and the totals are filled, so none is missed.
LOCK TABLE "customers", "orders", "order_lines" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "analytics_day"("at" timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ("at" AT TIME ZONE 'Asia/Kathmandu')::date $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_rollup_paused"() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('shop.analytics_rollup_paused', true), '') = 'on' $$;
--> statement-breakpoint
CREATE FUNCTION "customers_analytics_delta"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO customer_day_deltas (day, customers) VALUES (analytics_day(OLD.created_at), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO customer_day_deltas (day, customers) VALUES (analytics_day(NEW.created_at), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_analytics_delta"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_day_deltas (day, status, orders, revenue_paisa)
    VALUES (analytics_day(OLD.created_at), OLD.status, -1, -OLD.total_paisa);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO order_day_deltas (day, status, orders, revenue_paisa)
    VALUES (analytics_day(NEW.created_at), NEW.status, 1, NEW.total_paisa);
  END IF;
  -- The order's lines move with it to its new day and status.
  IF TG_OP = 'UPDATE' AND (OLD.status IS DISTINCT FROM NEW.status
      OR analytics_day(OLD.created_at) IS DISTINCT FROM analytics_day(NEW.created_at)) THEN
    INSERT INTO line_day_deltas (day, status, meal_name, category_name, units, revenue_paisa)
    SELECT analytics_day(OLD.created_at), OLD.status, l.meal_name, coalesce(l.category_name, ''),
           -l.quantity, -(l.unit_price_paisa * (l.quantity - l.free_quantity))
    FROM order_lines l WHERE l.order_id = OLD.id
    UNION ALL
    SELECT analytics_day(NEW.created_at), NEW.status, l.meal_name, coalesce(l.category_name, ''),
           l.quantity, l.unit_price_paisa * (l.quantity - l.free_quantity)
    FROM order_lines l WHERE l.order_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted order's lines are taken out before the delete cascades to them: by then the
-- lines' own trigger can no longer see the order's day and status.
CREATE FUNCTION "orders_analytics_lines_removed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NOT analytics_rollup_paused() THEN
    INSERT INTO line_day_deltas (day, status, meal_name, category_name, units, revenue_paisa)
    SELECT analytics_day(OLD.created_at), OLD.status, l.meal_name, coalesce(l.category_name, ''),
           -l.quantity, -(l.unit_price_paisa * (l.quantity - l.free_quantity))
    FROM order_lines l WHERE l.order_id = OLD.id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- A line counts under its order's day and status; a line whose order is already gone (the
-- cascade of an order's delete) was taken out by orders_analytics_lines_removed.
CREATE FUNCTION "order_lines_analytics_delta"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO line_day_deltas (day, status, meal_name, category_name, units, revenue_paisa)
    SELECT analytics_day(o.created_at), o.status, OLD.meal_name, coalesce(OLD.category_name, ''),
           -OLD.quantity, -(OLD.unit_price_paisa * (OLD.quantity - OLD.free_quantity))
    FROM orders o WHERE o.id = OLD.order_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO line_day_deltas (day, status, meal_name, category_name, units, revenue_paisa)
    SELECT analytics_day(o.created_at), o.status, NEW.meal_name, coalesce(NEW.category_name, ''),
           NEW.quantity, NEW.unit_price_paisa * (NEW.quantity - NEW.free_quantity)
    FROM orders o WHERE o.id = NEW.order_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_analytics_insert_delete" AFTER INSERT OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "customers_analytics_delta"();
--> statement-breakpoint
CREATE TRIGGER "customers_analytics_update" AFTER UPDATE OF "created_at" ON "customers"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "customers_analytics_delta"();
--> statement-breakpoint
CREATE TRIGGER "orders_analytics_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_analytics_delta"();
--> statement-breakpoint
CREATE TRIGGER "orders_analytics_update" AFTER UPDATE OF "status", "created_at", "total_paisa" ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."total_paisa" IS DISTINCT FROM NEW."total_paisa")
  EXECUTE FUNCTION "orders_analytics_delta"();
--> statement-breakpoint
CREATE TRIGGER "orders_analytics_lines_removed" BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_analytics_lines_removed"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_analytics" AFTER INSERT OR UPDATE OR DELETE ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION "order_lines_analytics_delta"();
--> statement-breakpoint
INSERT INTO "customer_day_totals" ("day", "customers")
SELECT analytics_day("created_at"), count(*) FROM "customers" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "order_day_totals" ("day", "status", "orders", "revenue_paisa")
SELECT analytics_day("created_at"), "status", count(*), sum("total_paisa")
FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "line_day_totals" ("day", "status", "meal_name", "category_name", "units", "revenue_paisa")
SELECT analytics_day(o."created_at"), o."status", l."meal_name", coalesce(l."category_name", ''),
       sum(l."quantity"), sum(l."unit_price_paisa" * (l."quantity" - l."free_quantity"))
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
GROUP BY 1, 2, 3, 4;
