CREATE INDEX "orders_board_open_idx" ON "orders" USING btree ("location_id","ready_at") WHERE status in ('placed', 'in_progress', 'ready');--> statement-breakpoint
CREATE INDEX "orders_location_updated_idx" ON "orders" USING btree ("location_id","updated_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_last_seen_idx" ON "staff_sessions" USING btree ("last_seen_at");