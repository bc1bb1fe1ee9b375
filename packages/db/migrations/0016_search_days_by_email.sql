-- An order search with days (decision 045, fourth round): each matching contact's orders of
-- the days are counted by the email from the index alone (it holds the time and the name), so
-- "Karki" in a busy week counts its 1,500 orders of the week rather than reading the week's
-- 35,000 orders with the text checked on each.
CREATE INDEX "orders_customer_email_created_idx" ON "orders" USING btree ("customer_email","created_at","customer_name");--> statement-breakpoint
DROP INDEX "orders_customer_email_idx";
