-- The customers list by join date filtered by tier or spending (decision 045): the index holds
-- the columns those filters read, so the newest matches are found without reading the rows.
DROP INDEX "customers_created_id_idx";--> statement-breakpoint
CREATE INDEX "customers_created_id_idx" ON "customers" USING btree ("created_at","id","is_active","total_spent_paisa");