CREATE INDEX "admin_audit_log_order_number_idx" ON "admin_audit_log" USING btree (right("entity_id", 8)) WHERE "admin_audit_log"."entity_type" = 'order';
