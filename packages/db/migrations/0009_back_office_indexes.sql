-- The back office's lists at a million orders (decision 045): indexes in the order of each
-- sort the screens offer, with ties by created_at and id; a partial index for the open orders;
-- trigram indexes (pg_trgm) for the searches of text anywhere in a name, an email, a phone or
-- an order id; expression indexes for the customers' name and email sorts and the location filter.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
DROP INDEX "customers_total_spent_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_total_idx";--> statement-breakpoint
CREATE INDEX "customers_created_id_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_total_spent_id_idx" ON "customers" USING btree ("total_spent_paisa","id","is_active");--> statement-breakpoint
CREATE INDEX "customers_visits_id_idx" ON "customers" USING btree ("visit_count","id");--> statement-breakpoint
CREATE INDEX "customers_name_sort_idx" ON "customers" USING btree (lower(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))),"id");--> statement-breakpoint
CREATE INDEX "customers_email_sort_idx" ON "customers" USING btree (lower("email") ASC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "customers_email_sort_desc_idx" ON "customers" USING btree (lower("email") DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "customers_city_idx" ON "customers" USING btree (lower(trim("city")),trim("city"));--> statement-breakpoint
CREATE INDEX "customers_state_idx" ON "customers" USING btree (lower(trim("state")),trim("state"));--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree (lower(trim("country")),trim("country"));--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_created_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_created_id_idx" ON "orders" USING btree ("total_paisa","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_rank_created_id_idx" ON "orders" USING btree (array_position(array['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled']::text[], "status"),"created_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_open_created_id_idx" ON "orders" USING btree ("created_at","id") WHERE ("orders"."status" <> ALL (array['delivered', 'cancelled']::text[]));--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_id_hex_trgm_idx" ON "orders" USING gin (replace(("id")::text, '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_without_customer_idx" ON "orders" USING btree ("created_at") WHERE "orders"."customer_id" IS NULL;